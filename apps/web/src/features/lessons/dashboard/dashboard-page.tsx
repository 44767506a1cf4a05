import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BookOpen, Brain, Flame } from 'lucide-react';
import {
  computeLocks,
  lessonKind,
  levelGroup,
  LEVEL_ORDER,
  lockReason,
  compareLessons,
  type LessonListItem,
  type StatefulProgressEntry,
} from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { buttonStyles } from '@/components/ui/button-styles';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { prefetchLessonList, useLessons, useStatefulProgress } from '@/features/lessons/lesson-list';
import { prefetchMe, useMe } from '@/lib/account/hooks';
import { rememberLearner, touchLocalStreak } from '@/features/lessons/lib/local-streak';
import { LessonCard, LessonCardSkeleton } from './lesson-card';
import { PlacementOffer } from './placement-offer';
import { DailyGoalCard } from './daily-goal-card';
import { prefetchToday } from '@/features/lessons/daily-goal';
import { DASHBOARD_TABS, isDashboardTab, LEVEL_TITLES, type DashboardTab } from './level-titles';

function useRememberedTab(): [DashboardTab, (t: string) => void] {
  const [tab, setTab] = useState<DashboardTab>(() => {
    const saved = readStorage(STORAGE_KEYS.dashboardTab);
    return isDashboardTab(saved) ? saved : 'vocabulary';
  });
  return [
    tab,
    (t: string) => {
      if (!isDashboardTab(t)) return;
      setTab(t);
      writeStorage(STORAGE_KEYS.dashboardTab, t);
    },
  ];
}

/** Starts the dashboard's first calls (the learner, the lessons, their progress, today's goal) into the cache. */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([prefetchMe(queryClient), prefetchLessonList(queryClient), prefetchToday(queryClient)]);
}

/** The lesson dashboard (spec 01 §2 "Dashboard"). */
export function DashboardPage() {
  const me = useMe();
  const lessons = useLessons();
  const progress = useStatefulProgress();
  const [tab, setTab] = useRememberedTab();
  // `?level=B1` (the placement's "Start learning"): the dashboard opens at that level.
  const [params] = useSearchParams();
  const openAt = params.get('level');
  const [localStreak, setLocalStreak] = useState(0);
  useEffect(() => setLocalStreak(touchLocalStreak()), []);
  useEffect(() => {
    if (me.data || progress.data) rememberLearner(me.data, progress.data);
  }, [me.data, progress.data]);

  const streak = typeof me.data?.streak_days === 'number' ? me.data.streak_days : localStreak;
  const loading = lessons.isPending || (progress.isPending && !progress.isError);

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
          {me.data?.username ? `Soo dhawoow, ${me.data.username}!` : 'Soo dhawoow!'}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <Badge
            tone="accent"
            className="px-3 py-1 text-sm"
            aria-label={`Streak: ${streak} ${streak === 1 ? 'day' : 'days'}`}
          >
            <Flame aria-hidden="true" className="size-4" />
            {streak} {streak === 1 ? 'day' : 'days'} streak
          </Badge>
          <Link to="/review" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <Brain aria-hidden="true" className="size-4" />
            Active Recall Practice
          </Link>
          <Link to="/stories" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <BookOpen aria-hidden="true" className="size-4" />
            Stories
          </Link>
        </div>
      </div>
      <Alert tone="warning" role="none" className="mt-4">
        Hadal is in beta: your progress can be reset at any time.
      </Alert>
      <DailyGoalCard />
      {loading ? (
        // Until the lessons and the progress are in, one placeholder holds the place of the placement
        // offer and the tabs: they appear together, so nothing on the page moves (no layout shift).
        <div role="status" aria-label="Loading lessons" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <LessonCardSkeleton key={i} />
            ))}
          </ul>
        </div>
      ) : (
        <>
          <PlacementOffer progress={progress.data} />
          <Tabs value={tab} onValueChange={setTab} className="mt-6">
            <TabsList aria-label="Lesson kinds">
              {DASHBOARD_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {DASHBOARD_TABS.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                {lessons.isError ? (
                  <Alert tone="danger">Failed to load lessons. Please try again later.</Alert>
                ) : (
                  <LessonSections
                    lessons={(lessons.data ?? []).filter((l) => lessonKind(l.lesson_type) === t.value)}
                    allLessons={lessons.data ?? []}
                    progress={progress.data}
                    isAdmin={me.data?.is_admin ?? false}
                    openAt={openAt}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </section>
  );
}

/**
 * How many of `total` level sections to render: the first at once, then one more in each task after
 * it, so no single task lays out every level's cards (on a phone, a long task that holds up input);
 * the rest follow within a few frames.
 */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

function LessonSections({
  lessons,
  allLessons,
  progress,
  isAdmin,
  openAt,
}: {
  lessons: LessonListItem[];
  allLessons: LessonListItem[];
  progress: StatefulProgressEntry[] | undefined;
  isAdmin: boolean;
  /** The level to bring into view once it is laid out (after a placement). */
  openAt: string | null;
}) {
  const opened = useRef(false);
  const byId = useMemo(() => new Map((progress ?? []).map((p) => [p.lesson_stable_id, p])), [progress]);
  // The server's lock decision wins; without it (progress failed) the same rule runs here.
  const localLocks = useMemo(() => computeLocks(allLessons, byId, { isAdmin }), [allLessons, byId, isAdmin]);
  const groups = LEVEL_ORDER.map((level) => ({
    level,
    group: lessons.filter((l) => levelGroup(l.cefr_level) === level).sort(compareLessons),
  })).filter(({ group }) => group.length > 0);
  const shown = useRevealed(groups.length);
  if (lessons.length === 0) return <p className="py-8 text-center text-ink-700">No lessons available at the moment.</p>;
  return (
    <div className="space-y-8">
      {groups.slice(0, shown).map(({ level, group }, index) => (
        // The first level is on the first screen; the others are laid out as they near it.
        <section key={level} aria-labelledby={`level-${level}`} className={index > 0 ? 'render-near-view' : undefined}>
          <h2
            id={`level-${level}`}
            tabIndex={-1}
            ref={
              level === openAt && index > 0
                ? (el) => {
                    if (!el || opened.current) return;
                    opened.current = true;
                    el.scrollIntoView?.({ block: 'start' });
                    el.focus({ preventScroll: true });
                  }
                : undefined
            }
            className="mb-3 scroll-mt-20 font-display text-xl font-semibold text-ink-900 focus:outline-none"
          >
            {LEVEL_TITLES[level]}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.map((lesson) => {
              const p = byId.get(lesson.stable_id);
              const locked = p ? p.locked : (localLocks.get(lesson.stable_id) ?? false);
              return (
                <LessonCard
                  key={lesson.stable_id}
                  lesson={lesson}
                  progress={p?.progress_percentage ?? 0}
                  completed={p?.completed ?? false}
                  skipped={p?.skipped ?? false}
                  locked={locked}
                  lockReason={locked ? lockReason(lesson, allLessons) : undefined}
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
