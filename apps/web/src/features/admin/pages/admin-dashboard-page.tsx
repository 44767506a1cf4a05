import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_NAV } from '@/features/admin/admin-nav';
import { PageHeader } from '@/features/admin/components/page-header';

// Its call and schema (the admin pages' chunk) load when asked for, so the dashboard stays a small
// page and nothing moves under the admin's pointer while it loads.
const VoiceCoverageCard = lazy(() =>
  import('@/features/admin/components/voice-coverage-card').then((m) => ({ default: m.VoiceCoverageCard })),
);

/** /admin: the entry to every admin page (spec 02 §2), and how much of the course a native voice serves. */
export function AdminDashboardPage() {
  const [showCoverage, setShowCoverage] = useState(false);
  return (
    <section>
      <PageHeader
        title="Admin Dashboard"
        description="Manage invites, lessons, users and AI limits, and follow how Hadal is used."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_NAV.filter((item) => item.to !== '/admin').map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full gap-3 rounded-xl border border-sand-200 bg-white p-4 hover:border-ocean-600 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <item.icon aria-hidden="true" className="size-6 shrink-0 text-ocean-600" />
              <span>
                <span className="block font-semibold text-ink-900">{item.label}</span>
                <span className="block text-sm text-ink-700">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {showCoverage ? (
          <Suspense fallback={<p className="text-sm text-ink-700">Loading coverage...</p>}>
            <VoiceCoverageCard />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={() => setShowCoverage(true)}
            className="min-h-11 rounded-control border-2 border-ocean-600 px-4 py-2 font-medium text-ocean-700 hover:bg-ocean-50 focus-visible:outline-3 focus-visible:outline-focus"
          >
            Show native voice coverage
          </button>
        )}
      </div>
    </section>
  );
}
