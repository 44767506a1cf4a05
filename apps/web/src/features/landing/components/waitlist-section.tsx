import { lazy, Suspense } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getRegistrationMode, landingKeys } from '@/features/landing/registration-mode';

// The form (and its captcha widget) loads only when registration is by invite.
const WaitlistForm = lazy(() => import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })));

const registrationQuery = queryOptions({
  queryKey: landingKeys.registration,
  queryFn: getRegistrationMode,
  staleTime: 60_000,
});

/**
 * Asks for the registration mode while the opening screen shows (the route table's `firstData`, app/route-table.ts), so
 * the section renders with the hero instead of appearing under it a moment later.
 */
export function prefetchRegistrationMode(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(registrationQuery);
}

/** In invite mode the landing page offers the waitlist: registration needs an invite code. */
export function WaitlistSection() {
  const registration = useQuery(registrationQuery);
  if (registration.data?.registration_mode !== 'invite') return null;
  return (
    <section aria-labelledby="waitlist-title" className="mx-auto max-w-page px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-xl rounded-card border border-sand-200 bg-white px-5 py-8 sm:px-10">
        <h2 id="waitlist-title" className="text-2xl font-bold text-ink-900">
          Join the waitlist
        </h2>
        <p className="mt-2 text-ink-700">
          Hadal is open by invitation for now. Leave your email and we will send you an invite code.
        </p>
        <Suspense fallback={<p className="mt-4 text-ink-700">Loading...</p>}>
          <WaitlistForm />
        </Suspense>
      </div>
    </section>
  );
}
