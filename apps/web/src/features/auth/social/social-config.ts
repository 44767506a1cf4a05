// The light schema of @hadal/domain (held equal to socialConfigSchema by a domain test): Login and
// Register read this answer on their first load, which then needs no zod.
import { socialConfigLightSchema, type SocialConfig } from '@hadal/domain';
import { api } from '@/lib/api-client';

/** GET /auth/social/config: the configured providers, each with a fresh authorisation address. */
export async function getSocialConfig(): Promise<SocialConfig> {
  return socialConfigLightSchema.parse(await api.get('/auth/social/config'), 'answer of GET /auth/social/config');
}
