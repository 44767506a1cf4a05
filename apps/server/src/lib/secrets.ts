import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Secrets {
  /** HMAC key for access tokens (HS256). */
  jwtSecret: string;
  /** HMAC key for captcha challenges. */
  captchaHmacKey: string;
}

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32), captchaHmacKey: z.string().min(32) });

/**
 * Secrets given in the environment win; the rest are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so a restart keeps sessions valid.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  given: { JWT_SECRET?: string | undefined; CAPTCHA_HMAC_KEY?: string | undefined },
): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Secrets | undefined;
  if (existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged; remove it to generate new secrets`);
    stored = parsed.data;
  } else {
    stored = {
      jwtSecret: randomBytes(48).toString('base64url'),
      captchaHmacKey: randomBytes(48).toString('base64url'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: given.JWT_SECRET ?? stored.jwtSecret,
    captchaHmacKey: given.CAPTCHA_HMAC_KEY ?? stored.captchaHmacKey,
  };
}
