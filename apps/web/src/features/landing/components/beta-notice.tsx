import { FlaskConical } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** The beta notice: progress can be reset at any time (spec 01 §1). */
export function BetaNotice() {
  return (
    <section aria-label="Beta notice" className="render-near-view mx-auto max-w-page px-4 pt-section sm:px-6">
      <Alert tone="warning" role="none" title="Hadal is in beta" icon={<FlaskConical className="size-5" />}>
        We are still building Hadal and improving its lessons every week. While we are in beta, your progress can be
        reset at any time.
      </Alert>
    </section>
  );
}
