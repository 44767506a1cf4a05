import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  isCorrectRating,
  PRACTICE_ANYWAY_SIZE,
  REVIEW_SESSION_SIZE,
  type ReviewItem,
  type ReviewSessionRequest,
} from '@hadal/domain';
import { accountKeys } from '@/lib/account/api';
import { getCompletedLessonIds, getReviewItems, getReviewStats, populateLesson, recordReview, reviewKeys } from './api';

/** Populate calls in flight at once before a session starts. */
export const POPULATE_CONCURRENCY = 4;

async function eachLimited<T>(values: T[], limit: number, run: (value: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) await run(values[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
}

/**
 * Before a session starts every completed lesson is populated (spec 02 §7); a lesson that fails
 * is only logged. Then the session's due items. They are asked for at once, beside the completed
 * lessons: when no populate call adds an item (a new learner, or every lesson populated on an
 * earlier visit) that answer is the session's, and the visit saves a round trip; otherwise the due
 * items are asked for again after the populate calls.
 */
export async function startReviewSession(): Promise<ReviewItem[]> {
  const early = getReviewItems({ limit: REVIEW_SESSION_SIZE });
  // Not needed when a lesson adds items: its failure must not surface as an unhandled rejection.
  early.catch(() => undefined);
  let completed: string[] = [];
  try {
    completed = await getCompletedLessonIds();
  } catch (error) {
    console.warn('Loading completed lessons for review failed', error);
  }
  let added = 0;
  await eachLimited(completed, POPULATE_CONCURRENCY, async (id) => {
    await populateLesson(id).then(
      (answer) => {
        added += answer.added;
      },
      (error: unknown) => console.warn(`Adding ${id} to reviews failed`, error),
    );
  });
  return added === 0 ? early : getReviewItems({ limit: REVIEW_SESSION_SIZE });
}

export type ReviewPhase = 'loading' | 'empty' | 'active' | 'complete';

/** Each visit starts a new session: the session query is forgotten once the screen is left. */
const reviewSessionQuery = queryOptions({
  queryKey: reviewKeys.session,
  queryFn: startReviewSession,
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});

/** How long a prefetched session waits for the screen to take it. */
const PREFETCHED_SESSION_GC_MS = 5 * 60_000;

/**
 * Starts the review session's calls into the cache before the screen shows. The session is kept
 * until the screen takes it (then forgotten when the screen is left, see useForgetSessionOnLeave).
 */
export function prefetchReviewSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ ...reviewSessionQuery, gcTime: PREFETCHED_SESSION_GC_MS });
}

/** Forgets the session once no screen shows it any more, even when it was prefetched. */
function useForgetSessionOnLeave(client: QueryClient) {
  useEffect(
    () => () => {
      // After this screen's own observer is gone (a re-mount keeps it active, so it stays).
      setTimeout(() => client.removeQueries({ queryKey: reviewKeys.session, exact: true, type: 'inactive' }));
    },
    [client],
  );
}

/**
 * The review session of spec 02 §4: loading, then empty or active, then complete. Practice Anyway
 * fetches recent items and, if any exist, makes the session active. Each rating is sent before the
 * next card shows; a failure to record it is only logged and the session still advances.
 */
export function useReviewSession() {
  const client = useQueryClient();
  const session = useQuery(reviewSessionQuery);
  useForgetSessionOnLeave(client);
  const [practiceItems, setPracticeItems] = useState<ReviewItem[] | null>(null);
  const [noPracticeItems, setNoPracticeItems] = useState(false);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [correct, setCorrect] = useState(0);
  const [xpEarned, setXpEarned] = useState(0);
  const shownAt = useRef(performance.now());
  const busy = useRef(false);

  useEffect(() => {
    if (session.isError) console.warn('Starting the review session failed', session.error);
  }, [session.isError, session.error]);

  const items = practiceItems ?? session.data ?? [];
  const current = items[index];
  const phase: ReviewPhase = session.isPending
    ? 'loading'
    : items.length === 0
      ? 'empty'
      : index >= items.length
        ? 'complete'
        : 'active';

  useEffect(() => {
    shownAt.current = performance.now();
  }, [current?.id, practiceItems]);

  const stats = useQuery({
    queryKey: reviewKeys.stats,
    queryFn: getReviewStats,
    enabled: phase === 'complete',
    staleTime: 0,
  });
  useEffect(() => {
    if (stats.isError) console.warn('Loading review stats failed', stats.error);
  }, [stats.isError, stats.error]);

  const practice = useMutation({
    mutationFn: () => getReviewItems({ limit: PRACTICE_ANYWAY_SIZE, include_recent: true }),
    onSuccess: (found) => {
      if (found.length === 0) {
        setNoPracticeItems(true);
        return;
      }
      setPracticeItems(found);
      setIndex(0);
      setRevealed(false);
    },
    onError: (error) => console.warn('Loading practice items failed', error),
  });

  const rating = useMutation({ mutationFn: (body: ReviewSessionRequest) => recordReview(body) });

  const reveal = useCallback(() => setRevealed(true), []);

  const rate = useCallback(
    async (quality: number) => {
      if (!current || busy.current) return;
      busy.current = true;
      let granted = 0;
      try {
        const answer = await rating.mutateAsync({
          review_item_id: current.id,
          quality_rating: quality,
          response_time_ms: Math.round(performance.now() - shownAt.current),
          review_number: current.repetitions + 1,
        });
        granted = answer.xp_granted;
      } catch (error) {
        console.warn('Recording the review failed', error);
      } finally {
        busy.current = false;
      }
      setXpEarned((xp) => xp + granted);
      if (isCorrectRating(quality)) setCorrect((n) => n + 1);
      setRevealed(false);
      setIndex((i) => i + 1);
      // The session's XP and the streak show on the dashboard: read them again after the last card.
      if (index + 1 >= items.length) void client.invalidateQueries({ queryKey: accountKeys.me });
    },
    [client, current, index, items.length, rating],
  );

  return {
    phase,
    items,
    index,
    current,
    revealed,
    reveal,
    rate,
    rating: rating.isPending,
    correct,
    xpEarned,
    stats,
    practiceAnyway: () => practice.mutate(),
    practicing: practice.isPending,
    noPracticeItems,
  };
}
