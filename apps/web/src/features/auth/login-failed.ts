/** The token answer was 2xx but held neither a token pair nor requires_mfa. */
export class LoginFailed extends Error {}
