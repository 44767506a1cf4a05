import { SOCIAL_MESSAGES, type SocialProvider, type TokenPair } from '@hadal/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authKeys } from '@/features/auth/keys';
import type { PendingLink } from './link-account-dialog';
import { getSocialConfig } from './social-config';
import { openSocialPopup, SocialPopupClosed } from './social-popup';

// Loaded when first needed, not with the page: the sign-in call (zod) once a popup answers, the
// account-link modal (Radix dialog) once a sign-in collides with a password account.
const loadApi = () => import('@/features/auth/api');
const LinkAccountDialog = lazy(() => import('./link-account-dialog').then((m) => ({ default: m.LinkAccountDialog })));

const NAMES: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' };
/** A flow's state lives 10 minutes on the server: fetch fresh addresses well before. */
const CONFIG_REFRESH_MS = 4 * 60_000;

/**
 * Puts the sign-in providers in the query cache: the start-up prefetch calls it while the opening
 * screen shows, so the buttons render with the form instead of a moment later (pushing down what
 * follows them).
 */
export function prefetchSocialConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: authKeys.socialConfig,
    queryFn: getSocialConfig,
    staleTime: CONFIG_REFRESH_MS,
  });
}

/** The two-factor step a social sign-in or a link can answer (the same as the password login's). */
export interface MfaChallenge {
  requires_mfa: true;
  mfa_token?: string | undefined;
  passkeys?: boolean | undefined;
}

/**
 * 'Google' and 'Microsoft' buttons (only the configured providers) on Login and Register. On Login
 * a collision opens the account-link modal; on Register it says the account exists.
 */
export function SocialButtons({
  mode,
  onSignedIn,
  onMfaRequired,
}: {
  mode: 'login' | 'register';
  onSignedIn: (pair: TokenPair) => Promise<void> | void;
  onMfaRequired: (challenge: MfaChallenge) => void;
}) {
  const queryClient = useQueryClient();
  const config = useQuery({
    queryKey: authKeys.socialConfig,
    queryFn: getSocialConfig,
    staleTime: CONFIG_REFRESH_MS,
    refetchInterval: CONFIG_REFRESH_MS,
    retry: 1,
  });
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingLink | null>(null);
  const providers = config.data?.providers ?? [];
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider, authorizeUrl: string | null) {
    setError(null);
    if (!authorizeUrl) {
      setError(SOCIAL_MESSAGES.failed);
      return;
    }
    setBusy(provider);
    try {
      const callback = await openSocialPopup(provider, authorizeUrl);
      const { socialLogin } = await loadApi();
      const answer = await socialLogin({
        provider,
        token: callback.code,
        ...(callback.state ? { state: callback.state } : {}),
        ...(callback.iss ? { iss: callback.iss } : {}),
      });
      if ('requires_mfa' in answer) onMfaRequired(answer);
      else if (answer.status === 'success') await onSignedIn(answer);
      else if (mode === 'register') setError(SOCIAL_MESSAGES.collisionOnRegister);
      else
        setPending({
          linkToken: answer.link_token,
          existingEmail: answer.existing_email,
          providerName: NAMES[provider],
        });
    } catch (e) {
      if (!(e instanceof SocialPopupClosed)) setError(SOCIAL_MESSAGES.failed);
    } finally {
      setBusy(null);
      // Each address names a flow the server lets finish once.
      void queryClient.invalidateQueries({ queryKey: authKeys.socialConfig });
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        or continue with
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      {error ? (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map(({ provider, authorize_url }) => (
          <Button
            key={provider}
            variant="outline"
            fullWidth
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => void start(provider, authorize_url)}
          >
            {NAMES[provider]}
          </Button>
        ))}
      </div>
      {pending ? (
        <Suspense fallback={null}>
          <LinkAccountDialog
            pending={pending}
            onClose={() => setPending(null)}
            onLinked={async (answer) => {
              setPending(null);
              if ('requires_mfa' in answer) onMfaRequired(answer);
              else await onSignedIn(answer);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
