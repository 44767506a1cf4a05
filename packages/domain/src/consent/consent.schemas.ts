import { z } from 'zod';

/** Cookie consent object saved in the browser (spec 02 §3): necessary cookies are always on. */
export const cookieConsentSchema = z.object({
  necessary: z.literal(true),
  optional: z.boolean(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
