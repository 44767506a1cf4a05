import { lightArray, lightEnum, lightNullable, lightObject, lightString } from '../shared/light-schema';
import { SOCIAL_PROVIDERS } from './social-rules';

/**
 * GET /auth/social/config, read on the first load of Login and Register, as a light schema with the
 * rules of socialConfigSchema (a test holds them equal): no zod before a form is sent.
 */
export const socialConfigLightSchema = lightObject({
  providers: lightArray(
    lightObject({ provider: lightEnum(SOCIAL_PROVIDERS), authorize_url: lightNullable(lightString()) }),
  ),
});
