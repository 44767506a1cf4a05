/** The local OpenID provider standing in for Google and Microsoft during the journeys. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 5);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const SOCIAL_CLIENTS = {
  google: { clientId: 'hadal-e2e-google', clientSecret: 'e2e-google-secret' },
  microsoft: { clientId: 'hadal-e2e-microsoft', clientSecret: 'e2e-microsoft-secret' },
} as const;

/** Who the provider signs in next (it runs in the global setup's process: switched over HTTP). */
export async function useProviderAccount(account: {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}) {
  const res = await fetch(`${OIDC_ISSUER}/__control/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 204) throw new Error(`provider control answered ${res.status}`);
}
