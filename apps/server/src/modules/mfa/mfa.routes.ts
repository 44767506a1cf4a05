import {
  detailSchema,
  idParamsSchema,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  mfaResultSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  passkeysResponseSchema,
  trustedDevicesResponseSchema,
  webAuthnJsonSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { MfaService } from './mfa.service';

const tags = ['mfa'];
const adult = { access: 'adult' } as const;
const errors = { 400: detailSchema, 404: detailSchema, 409: detailSchema, 429: detailSchema };

/** Two-factor authentication (spec 02 §7 "Two-factor authentication") and passkeys; the caller's own only. */
export async function mfaRoutes(app: AppInstance, { mfa }: { mfa: MfaService }) {
  app.get(
    '/mfa/status',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Whether two-factor authentication is on, and since when',
        response: { 200: mfaStatusSchema },
      },
    },
    (request) => mfa.status(request.user!.id),
  );

  app.post(
    '/mfa/setup',
    {
      config: adult,
      schema: {
        tags,
        summary: 'A new secret, its QR code (data: URL) and 10 backup codes shown once; on after POST /mfa/enable',
        response: { 200: mfaSetupResponseSchema, 409: detailSchema },
      },
    },
    (request) => mfa.setup(request.user!),
  );

  app.post(
    '/mfa/enable',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Turn two-factor authentication on with a first code from the authenticator app',
        body: mfaCodeRequestSchema,
        response: { 200: mfaResultSchema, ...errors },
      },
    },
    (request) => mfa.enable(request.user!.id, request.body.code, request.ip),
  );

  app.post(
    '/mfa/disable',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Turn two-factor authentication off (password and a current code); removes devices and passkeys',
        body: mfaDisableRequestSchema,
        response: { 200: mfaResultSchema, ...errors },
      },
    },
    (request) => mfa.disable(request.user!, request.body.password, request.body.code, request.ip),
  );

  app.post(
    '/mfa/verify',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Check a code (or use a backup code) for the signed-in account',
        body: mfaCodeRequestSchema,
        response: { 200: mfaResultSchema, ...errors },
      },
    },
    (request) => mfa.verify(request.user!.id, request.body.code, request.ip),
  );

  app.get(
    '/mfa/trusted-devices',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Browsers that skip the code until trusted_until',
        response: { 200: trustedDevicesResponseSchema },
      },
    },
    (request) => mfa.trustedDevices(request.user!.id),
  );

  app.delete(
    '/mfa/trusted-devices/:id',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Revoke a trusted device: it asks for a code again',
        params: idParamsSchema,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      await mfa.revokeTrustedDevice(request.user!.id, request.params.id);
      return { detail: 'Device trust revoked' };
    },
  );

  app.get(
    '/mfa/passkeys',
    { config: adult, schema: { tags, summary: 'Registered passkeys', response: { 200: passkeysResponseSchema } } },
    (request) => mfa.passkeys.list(request.user!.id),
  );

  app.post(
    '/mfa/passkeys/registration-options',
    {
      config: adult,
      schema: {
        tags,
        summary: 'WebAuthn creation options for a new passkey (needs two-factor authentication on)',
        response: { 200: webAuthnJsonSchema, 400: detailSchema, 409: detailSchema },
      },
    },
    (request) => mfa.passkeys.registrationOptions(request.user!),
  );

  app.post(
    '/mfa/passkeys',
    {
      config: adult,
      schema: {
        tags,
        summary: "Register a passkey from the browser's registration response",
        body: passkeyRegisterRequestSchema,
        response: { 201: passkeySchema, 400: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await mfa.passkeys.register(request.user!.id, request.body.name, request.body.response)),
  );

  app.patch(
    '/mfa/passkeys/:id',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Rename a passkey',
        params: idParamsSchema,
        body: passkeyRenameRequestSchema,
        response: { 200: passkeySchema, 404: detailSchema },
      },
    },
    (request) => mfa.passkeys.rename(request.user!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/mfa/passkeys/:id',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Remove a passkey',
        params: idParamsSchema,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      await mfa.passkeys.remove(request.user!.id, request.params.id);
      return { detail: 'Passkey removed' };
    },
  );
}
