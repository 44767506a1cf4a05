import { tokenRequestSchema, type TokenRequest } from '@hadal/domain';

/*
 * What the login form needs once it is sent, loaded then and not with the page: the domain schema
 * of POST /auth/token, the sign-in calls (their answers parsed with zod) and the session's start.
 */
export { finishLoginMfa, requestToken } from './api';
export { completeLogin } from './session';

/** The form's values as the domain schema of POST /auth/token reads them, or null when it refuses them. */
export function readLoginForm(form: TokenRequest) {
  const result = tokenRequestSchema.safeParse(form);
  return result.success ? result.data : null;
}
