import type { ReactNode } from 'react';
import { MaintenancePage } from '@/features/errors/maintenance-page';
import { OpeningScreen } from './opening-screen';
import { useStartupStatus } from './use-startup-status';

/**
 * Shows the opening screen, then the app, or the maintenance page in place of the whole app when the
 * API is down. `prepare` runs meanwhile (the app loads its first screen's code there).
 */
export function StartupGate({ children, prepare }: { children: ReactNode; prepare?: () => Promise<unknown> }) {
  const { status, retry } = useStartupStatus({ prepare });
  if (status === 'opening') return <OpeningScreen />;
  if (status === 'unavailable') return <MaintenancePage onRetry={retry} />;
  return <>{children}</>;
}
