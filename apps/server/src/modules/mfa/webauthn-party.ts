import type { WebAuthnParty } from './mfa.types';

/**
 * Passkeys belong to the public address's host name. WebAuthn refuses IP addresses, so an app served
 * on a loopback address (127.0.0.1, ::1) offers passkeys on http://localhost at the same port.
 */
export function webAuthnParty(publicUrl: URL): WebAuthnParty {
  const loopback = publicUrl.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(publicUrl.hostname);
  if (!loopback) return { rpID: publicUrl.hostname, rpName: 'Hadal', origin: publicUrl.origin };
  const local = new URL(publicUrl.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', rpName: 'Hadal', origin: local.origin };
}
