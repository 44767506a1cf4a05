import type { ReactNode } from 'react';
import { MaintenancePage } from '@/features/errors/maintenance-page';
import { OpeningScreen } from './opening-screen';
import { useStartupStatus } from './use-startup-status';

/** Shows the opening screen, then the app, or the maintenance page in place of the whole app when the API is down. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { status, retry } = useStartupStatus();
  if (status === 'opening') return <OpeningScreen />;
  if (status === 'unavailable') return <MaintenancePage onRetry={retry} />;
  return <>{children}</>;
}
