import { useQuery } from '@tanstack/react-query';
import { authKeys, getCaptchaConfig, getRegistrationMode } from './api';

/** The register form's human check; it does not change while the app runs. */
export function useCaptchaConfig() {
  return useQuery({ queryKey: authKeys.captchaConfig, queryFn: getCaptchaConfig, staleTime: Infinity, retry: 1 });
}

export function useRegistrationMode() {
  return useQuery({ queryKey: authKeys.registration, queryFn: getRegistrationMode, staleTime: 60_000, retry: 1 });
}
