import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { FsrsGrade } from '@hadal/domain';

/**
 * FSRS scheduling (ts-fsrs, FSRS-6 default weights). One learning step of 10 minutes: a card
 * rated Forgot or Hard comes back the same day, a card rated Good or Easy graduates to days.
 * Fuzz spreads intervals; it is seeded from the card and the review time, so it is repeatable.
 */
export const LEARNING_STEPS = ['10m'] as const;

const scheduler = fsrs(
  generatorParameters({ enable_fuzz: true, learning_steps: LEARNING_STEPS, relearning_steps: LEARNING_STEPS }),
);

/** The FSRS state kept on a review item. */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  lastReview: Date | null;
}

export interface ScheduledReview {
  card: CardState;
  /** ts-fsrs Rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  fsrsRating: Grade;
  /** Days since the previous review. */
  elapsedDays: number;
}

const GRADES: Record<FsrsGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function fromFsrs(card: Card): CardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toFsrs(card: CardState): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview ?? undefined,
  };
}

/** A new card, due at once. */
export function newCardState(now: Date): CardState {
  return fromFsrs(createEmptyCard(now));
}

/** The card after a review at `now` with `grade` (early reviews are allowed: Practice Anyway). */
export function scheduleReview(card: CardState, now: Date, grade: FsrsGrade): ScheduledReview {
  const fsrsRating = GRADES[grade];
  const { card: next, log } = scheduler.next(toFsrs(card), now, fsrsRating);
  return { card: fromFsrs(next), fsrsRating, elapsedDays: log.elapsed_days };
}
