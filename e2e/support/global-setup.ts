import { startLocalOidcProvider } from '../../apps/server/test/helpers/local-oidc-provider';
import { E2E_PORT } from '../playwright.config';
import { startMailServer } from './mail-server';
import { OIDC_PORT, SOCIAL_CLIENTS } from './social-provider';

/**
 * Starts the loopback SMTP server that receives every mail Hadal sends during the run, and the
 * local OpenID provider that plays Google and Microsoft (its account is switched by each journey).
 */
export default async function globalSetup() {
  const server = await startMailServer();
  const appUrl = `http://127.0.0.1:${E2E_PORT}`;
  const provider = await startLocalOidcProvider({
    port: OIDC_PORT,
    control: true,
    clients: (['google', 'microsoft'] as const).map((p) => ({
      ...SOCIAL_CLIENTS[p],
      redirectUris: [`${appUrl}/auth/${p}/callback`],
    })),
    account: { sub: 'e2e-nobody', email: 'nobody@example.test', email_verified: true },
  });
  return async () => {
    await provider.close();
    await server.close();
  };
}
