import {
  gradeStoryAnswers,
  localDay,
  maxStoryXp,
  nextStreak,
  storyOutcome,
  STORY_NOT_FOUND,
  STORY_UNKNOWN_QUESTION,
  unknownStoryQuestions,
  type StoryCompleteRequest,
  type StoryCompleteResponse,
  type StoryDetail,
  type StoryListEntry,
  type StoryReader,
} from '@hadal/domain';
import type { Db, DbOrTx } from '@/db/client';
import type { StoryProgressRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, NotFound } from '@/lib/errors';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { EmitsEvents } from '@/lib/domain-events';
import type { ContentService } from '@/modules/content';
import { addXpAndSetStreak, lockLearnerTotals } from '@/modules/users';
import { deleteStoryProgress, recordStoryAttempt, storyProgressRow, storyProgressRows } from './stories.queries';
import { glossaryOf, lineWords } from './story-words';

export interface StoriesServiceDeps {
  db: Db;
  clock: Clock;
  content: Pick<ContentService, 'stories' | 'findStory'>;
  /** A completion writes the learner's progress, XP and streak in a unit of work. */
  uow: UnitOfWork;
  /** Told `lessonCompleted` after a completion that granted XP or moved the streak (achievements). */
  events: EmitsEvents;
}

function progressOf(row: StoryProgressRow | undefined) {
  return {
    completed: row?.completedAt != null,
    xp_earned: row?.xpEarned ?? 0,
    best_correct: row ? row.bestCorrect : null,
  };
}

function entryOf(story: StoryDetail, row: StoryProgressRow | undefined): StoryListEntry {
  return {
    id: story.id,
    stable_id: story.stable_id,
    title: story.title,
    title_english: story.title_english,
    description: story.description,
    cefr_level: story.cefr_level,
    level: story.level,
    order_index: story.order_index,
    line_count: story.lines.length,
    question_count: story.questions.length,
    max_xp: maxStoryXp(story.questions.length),
    ...progressOf(row),
  };
}

/**
 * Graded reading (docs/learning.md, "Stories"). The stories are the active bundle's; a learner's
 * progress is keyed by stable_id. The server grades the answers itself (the reader never sees
 * them before it submits) and grants the XP of a lesson on the first pass only: the learner row
 * is locked for the completion, so parallel submits run one at a time and the second finds the
 * story passed.
 */
export function createStoriesService(deps: StoriesServiceDeps) {
  const { db, clock, content } = deps;

  async function findStory(id: string): Promise<StoryDetail> {
    const story = await content.findStory(id);
    if (!story) throw new NotFound(STORY_NOT_FOUND);
    return story;
  }

  return {
    async list(userId: number): Promise<StoryListEntry[]> {
      const [stories, rows] = await Promise.all([content.stories(), storyProgressRows(db, userId)]);
      const byStory = new Map(rows.map((r) => [r.storyStableId, r]));
      return stories.map((s) => entryOf(s, byStory.get(s.stable_id)));
    },

    async detail(userId: number, id: string): Promise<StoryReader> {
      const story = await findStory(id);
      const row = await storyProgressRow(db, userId, story.stable_id);
      const glossary = glossaryOf(story);
      return {
        ...entryOf(story, row),
        lines: story.lines.map((l) => ({
          somali: l.somali,
          english: l.english,
          audio_filename: l.audio_filename,
          audio_url: `/audio/${l.audio_filename}`,
          words: lineWords(l.somali, glossary),
        })),
        questions: story.questions.map((q) => ({ id: q.id, question: q.question, options: q.options })),
      };
    },

    async complete(
      userId: number,
      id: string,
      body: StoryCompleteRequest,
      timeZone: string | null,
    ): Promise<StoryCompleteResponse> {
      const story = await findStory(id);
      const unknown = unknownStoryQuestions(story.questions, body.answers);
      if (unknown.length) throw new BadRequest(`${STORY_UNKNOWN_QUESTION} ${unknown.join(', ')}`);
      const graded = gradeStoryAnswers(story.questions, body.answers);
      const now = clock.now();
      const result = await deps.uow.transaction(async (tx, wrote) => {
        // One learner's completions run one at a time: the user row is the lock.
        const totals = await lockLearnerTotals(tx, userId);
        if (!totals) throw new NotFound('User not found');
        const before = await storyProgressRow(tx, userId, story.stable_id);
        const outcome = storyOutcome(graded, before?.completedAt != null);
        const row = await recordStoryAttempt(tx, {
          userId,
          storyStableId: story.stable_id,
          correct: outcome.correct,
          xpGranted: outcome.xpGranted,
          completedAt: outcome.passed ? now : null,
          now,
        });
        // Reading a story is learning activity: it counts for the streak as a lesson does.
        const streak = nextStreak(totals, localDay(now, timeZone));
        const streakChanged =
          streak.streakDays !== totals.streakDays || streak.lastActivityDate !== totals.lastActivityDate;
        if (outcome.xpGranted > 0 || streakChanged) await addXpAndSetStreak(tx, userId, outcome.xpGranted, streak);
        wrote.learner(userId);
        if (outcome.xpGranted > 0 || streakChanged) wrote.account(userId);
        return {
          outcome,
          row,
          totalXp: totals.xpPoints + outcome.xpGranted,
          streakDays: streak.streakDays,
          accountWritten: outcome.xpGranted > 0 || streakChanged,
        };
      });
      if (result.accountWritten) await deps.events.emit('lessonCompleted', { userId });
      const byId = new Map(story.questions.map((q) => [q.id, q]));
      return {
        story_stable_id: story.stable_id,
        correct: result.outcome.correct,
        total: result.outcome.total,
        passed: result.outcome.passed,
        results: graded.map((g) => ({
          ...g,
          correct_answer: byId.get(g.question_id)!.correct_answer,
          explanation: byId.get(g.question_id)!.explanation,
        })),
        xp_granted: result.outcome.xpGranted,
        total_xp: result.totalXp,
        streak_days: result.streakDays,
        ...progressOf(result.row),
      };
    },

    /** Reset all progress clears the learner's story progress in the reset's transaction. */
    resetAll: (tx: DbOrTx, userId: number) => deleteStoryProgress(tx, userId),
  };
}
export type StoriesService = ReturnType<typeof createStoriesService>;
