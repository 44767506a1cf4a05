import { RefreshCw } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

export interface MaintenancePageProps {
  /** Runs the health check again. Without it the button reloads the page. */
  onRetry?: () => void;
}

/** Replaces the whole app when Hadal's server cannot be reached (spec 02 "Application shell"). */
export function MaintenancePage({ onRetry }: MaintenancePageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-sand-50 px-6 py-12 text-center">
      <title>We'll be back soon · Hadal</title>
      <Logo size="lg" />
      <h1 className="mt-10 text-3xl font-bold text-ink-900 sm:text-4xl">We'll be back soon</h1>
      <p className="mt-4 max-w-md text-lg text-ink-700">
        Hadal can't reach its server right now. We may be doing some maintenance, or your connection may have dropped.
        Your progress is saved, so nothing is lost.
      </p>
      <p className="mt-2 max-w-md text-ink-500">
        <span lang="so">Waan ka xumahay</span> (we're sorry). Please try again in a few minutes.
      </p>
      <Button
        className="mt-8"
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        onClick={onRetry ?? (() => window.location.reload())}
      >
        Try again
      </Button>
    </main>
  );
}
