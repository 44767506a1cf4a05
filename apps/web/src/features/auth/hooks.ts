import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authKeys, getCaptchaConfig, getRegistrationMode } from './api';
import { prefetchSocialConfig } from './social/social-buttons';

/** The register form's human check; it does not change while the app runs. */
const captchaConfigQuery = queryOptions({
  queryKey: authKeys.captchaConfig,
  queryFn: getCaptchaConfig,
  staleTime: Infinity,
  retry: 1,
});

const registrationModeQuery = queryOptions({
  queryKey: authKeys.registration,
  queryFn: getRegistrationMode,
  staleTime: 60_000,
  retry: 1,
});

export function useCaptchaConfig() {
  return useQuery(captchaConfigQuery);
}

export function useRegistrationMode() {
  return useQuery(registrationModeQuery);
}

/**
 * Register's first data (the route table's `firstData`): the registration mode, the human check
 * and the sign-in providers, into the cache the form reads.
 */
export function prefetchRegisterPage(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(registrationModeQuery),
    queryClient.prefetchQuery(captchaConfigQuery),
    prefetchSocialConfig(queryClient),
  ]);
}
