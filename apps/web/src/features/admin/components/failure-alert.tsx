import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';

/** The spec's failure text (spec 02 §8), with the server's reason below it when it gave one (4xx). */
export function FailureAlert({ error, text, className }: { error: unknown; text: string; className?: string }) {
  const detail = error instanceof ApiError && error.status < 500 && error.detail !== text ? error.detail : null;
  return (
    <Alert tone="danger" className={className}>
      {text}
      {detail ? <span className="mt-1 block text-sm">{detail}</span> : null}
    </Alert>
  );
}
