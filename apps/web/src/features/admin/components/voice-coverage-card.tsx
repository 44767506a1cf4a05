import { coveragePercent } from '@hadal/domain';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { useVoiceCoverage } from '@/features/admin/hooks';

/** How much of the course a native voice serves: the share of its audio keys, and of audio plays. */
export function VoiceCoverageCard() {
  const coverage = useVoiceCoverage();
  return (
    <section aria-labelledby="voice-coverage" className="mb-6 rounded-xl border border-sand-200 bg-white p-4">
      <h2 id="voice-coverage" className="font-semibold text-ink-900">
        Native voice coverage
      </h2>
      {coverage.isPending ? (
        <p className="mt-2 text-sm text-ink-700">Loading coverage...</p>
      ) : coverage.isError ? (
        <FailureAlert error={coverage.error} text="Failed to load voice coverage" className="mt-2" />
      ) : (
        <dl className="mt-2 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-700">Audio keys with a native voice</dt>
            <dd className="font-display text-2xl font-bold text-ink-900">
              {coveragePercent(coverage.data.keys_native, coverage.data.keys_total)}%
              <span className="ml-2 text-sm font-normal text-ink-700">
                {coverage.data.keys_native} of {coverage.data.keys_total}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-700">Audio plays served by a native voice</dt>
            <dd className="font-display text-2xl font-bold text-ink-900">
              {coveragePercent(coverage.data.plays_native, coverage.data.plays_total)}%
              <span className="ml-2 text-sm font-normal text-ink-700">
                {coverage.data.plays_native} of {coverage.data.plays_total}
              </span>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
