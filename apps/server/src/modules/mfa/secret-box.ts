import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';

/**
 * Keeps MFA secrets at rest: AES-256-GCM with a key derived (HKDF-SHA256) from MFA_ENCRYPTION_KEY,
 * or from the JWT secret when that is not set; and keyed hashes (HMAC-SHA256) for backup codes and
 * trusted-device tokens, so a copy of the database alone cannot use them.
 */
export function createSecretBox(masterKey: string) {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(masterKey, 'utf8'), Buffer.alloc(0), info, 32));
  const encryptionKey = derive('hadal mfa secret encryption v1');
  const hashKey = derive('hadal mfa token hashing v1');

  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable MFA secret');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    hash(value: string): string {
      return createHmac('sha256', hashKey).update(value, 'utf8').digest('base64url');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** Constant-time comparison of two short strings (codes). */
export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
