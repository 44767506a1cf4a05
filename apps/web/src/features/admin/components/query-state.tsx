import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  /** The spec's load failure text (spec 02 §8). */
  failed: string;
  /** Shown when `isEmpty(data)`. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error (with Try Again), empty, or the data. */
export function QueryState<T>({ query, loading, failed, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <p role="status" className="py-10 text-center text-ink-700">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <Alert
        tone="danger"
        actions={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {failed}
      </Alert>
    );
  if (isEmpty(query.data))
    return <p className="rounded-xl border border-sand-200 bg-white px-4 py-10 text-center text-ink-700">{empty}</p>;
  return <>{children(query.data)}</>;
}
