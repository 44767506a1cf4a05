import type { StatefulProgressEntry } from '@hadal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/lib/account/api';
import { server, testMe } from '@/test/msw-server';
import { lessonsKeys } from './api';
import { useSaveProgress } from './hooks';
import { lessonDetail, listItem } from './testing/lesson-fixtures';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const first = lessonDetail({ id: 1, stable_id: 'v1', order_index: 1 });
  const second = lessonDetail({ id: 2, stable_id: 'v2', order_index: 2 });
  client.setQueryData(accountKeys.me, testMe({ xp_points: 100, streak_days: 0 }));
  client.setQueryData(lessonsKeys.list, [listItem(first), listItem(second)]);
  const entry = (n: number, locked: boolean): StatefulProgressEntry => ({
    lesson_id: n,
    lesson_stable_id: `v${n}`,
    completed: false,
    skipped: false,
    progress_percentage: 0,
    state: 'not_started',
    locked,
  });
  client.setQueryData(lessonsKeys.stateful, [entry(1, false), entry(2, true)]);
  return { client, wrapper };
}

describe('useSaveProgress', () => {
  it('writes the answered XP, streak and lesson state into the cache without fetching them again', async () => {
    const { client, wrapper } = setup();
    const reads: string[] = [];
    server.use(
      http.get('*/api/*', ({ request }) => {
        reads.push(new URL(request.url).pathname);
        return HttpResponse.json({ detail: 'not expected' }, { status: 500 });
      }),
      http.put('*/api/lessons/progress/:stableId', () =>
        HttpResponse.json({
          lesson_stable_id: 'v1',
          completed: true,
          skipped: false,
          progress_percentage: 100,
          xp_earned: 32,
          updated_at: null,
          xp_granted: 32,
          total_xp: 132,
          streak_days: 1,
        }),
      ),
    );
    const { result } = renderHook(() => useSaveProgress('v1'), { wrapper });
    await act(() => result.current.mutateAsync({ progress_percentage: 100, completed: true, xp_earned: 32 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(accountKeys.me)).toMatchObject({ xp_points: 132, streak_days: 1 });
    expect(client.getQueryData<StatefulProgressEntry[]>(lessonsKeys.stateful)).toMatchObject([
      { lesson_stable_id: 'v1', completed: true, state: 'completed', progress_percentage: 100, locked: false },
      { lesson_stable_id: 'v2', state: 'not_started', locked: false },
    ]);
    expect(reads).toEqual([]);
  });
});
