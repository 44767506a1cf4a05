/**
 * The adaptive placement test (content/README.md, "Placement"): 12 to 20 of the course's own
 * questions, about 3 to 5 minutes, placing a learner who already speaks some Somali.
 *
 * Model: the learner has mastered the levels up to some point, θ = 0 (nothing yet) … 4 (up to B2).
 * A question of level index q (A1 = 0 … B2 = 3) is answered right with probability 1 − SLIP when
 * θ > q, and with the guess rate of the question otherwise. The test keeps the posterior over θ
 * (uniform prior), asks at the level that best splits it, and stops after 12 questions once one θ
 * holds PLACEMENT_CONFIDENCE of the posterior, or after 20. Pure and replayable: the answers
 * alone give the same next level and result on the server and in the browser.
 */
import { CEFR_LEVELS, type CefrLevel } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { PLACEMENT_LEVELS, type PlacementLevel, type PlacementQuestion } from './question-bank';

export const PLACEMENT_MIN_QUESTIONS = 12;
export const PLACEMENT_MAX_QUESTIONS = 20;
/** A placement question takes about this long: 12 to 20 questions are 3 to 5 minutes. */
export const PLACEMENT_SECONDS_PER_QUESTION = 15;
export const PLACEMENT_CONFIDENCE = 0.8;
/** A learner who knows a level still gets one of its questions wrong this often. */
export const PLACEMENT_SLIP = 0.1;
/** The chance of guessing a typed answer right. */
export const PLACEMENT_TYPED_GUESS = 0.05;

export interface PlacementAnswer {
  questionId: string;
  level: PlacementLevel;
  right: boolean;
  /** Chance of a right answer by guessing: 1 / options for a pick (the default 0.25). */
  guess?: number;
}

export interface PlacementResult {
  /** The highest level mastered, or null: start at A1. Lessons up to it are skipped by placement. */
  masteredLevel: PlacementLevel | null;
  /** Where the learner starts. */
  startLevel: CefrLevel;
  /** The posterior weight of the placement (0..1). */
  confidence: number;
  questions: number;
  right: number;
}

const STATES = PLACEMENT_LEVELS.length + 1;
const DEFAULT_GUESS = 0.25;

const levelIndex = (level: PlacementLevel) => PLACEMENT_LEVELS.indexOf(level);

/** The guess rate of a question: 1 / options when picked, PLACEMENT_TYPED_GUESS when typed or built. */
export function placementGuessRate(question: Pick<PlacementQuestion, 'exercise'>, typed: boolean): number {
  if (typed) return PLACEMENT_TYPED_GUESS;
  const n = question.exercise.options?.length ?? 0;
  return n >= 2 ? 1 / n : DEFAULT_GUESS;
}

/** P(θ = k) for k = 0..4 after the answers. */
export function placementPosterior(answers: readonly PlacementAnswer[]): number[] {
  const p = Array.from({ length: STATES }, () => 1 / STATES);
  for (const a of answers) {
    const q = levelIndex(a.level);
    if (q < 0) continue;
    const guess = Math.min(Math.max(a.guess ?? DEFAULT_GUESS, 0), 1 - PLACEMENT_SLIP);
    for (let k = 0; k < STATES; k += 1) {
      const pRight = k > q ? 1 - PLACEMENT_SLIP : guess;
      p[k] = (p[k] as number) * (a.right ? pRight : 1 - pRight);
    }
    const sum = p.reduce((s, x) => s + x, 0);
    for (let k = 0; k < STATES; k += 1) p[k] = (p[k] as number) / sum;
  }
  return p;
}

/** The most likely θ (the lower one on a tie) and its weight. */
function mostLikely(posterior: readonly number[]): { theta: number; weight: number } {
  let theta = 0;
  posterior.forEach((w, k) => {
    if (w > (posterior[theta] as number) + 1e-12) theta = k;
  });
  return { theta, weight: posterior[theta] as number };
}

/** The level whose question best splits the posterior: P(θ > q) nearest one half (the lower on a tie). */
export function nextPlacementLevel(answers: readonly PlacementAnswer[]): PlacementLevel {
  const p = placementPosterior(answers);
  let best = 0;
  let bestGap = Infinity;
  PLACEMENT_LEVELS.forEach((_, q) => {
    const above = p.slice(q + 1).reduce((s, x) => s + x, 0);
    const gap = Math.abs(above - 0.5);
    if (gap < bestGap - 1e-12) {
      best = q;
      bestGap = gap;
    }
  });
  return PLACEMENT_LEVELS[best] as PlacementLevel;
}

export function isPlacementDone(answers: readonly PlacementAnswer[]): boolean {
  if (answers.length >= PLACEMENT_MAX_QUESTIONS) return true;
  if (answers.length < PLACEMENT_MIN_QUESTIONS) return false;
  return mostLikely(placementPosterior(answers)).weight >= PLACEMENT_CONFIDENCE;
}

/**
 * The next question: at the next level (or the nearest level with questions left), from the
 * lesson kind asked least at that level, never a lesson already asked from while another is left.
 * Null when the test is done or the bank is empty.
 */
export function nextPlacementQuestion(
  bank: readonly PlacementQuestion[],
  answers: readonly PlacementAnswer[],
  random: () => number = Math.random,
): PlacementQuestion | null {
  if (isPlacementDone(answers)) return null;
  const asked = new Set(answers.map((a) => a.questionId));
  const open = bank.filter((q) => !asked.has(q.id));
  if (!open.length) return null;
  const target = levelIndex(nextPlacementLevel(answers));
  const byDistance = [...PLACEMENT_LEVELS]
    .map((l, i) => ({ l, d: Math.abs(i - target) + (i < target ? 0.5 : 0) }))
    .sort((a, b) => a.d - b.d);
  for (const { l } of byDistance) {
    const atLevel = open.filter((q) => q.level === l);
    if (!atLevel.length) continue;
    const askedHere = bank.filter((q) => asked.has(q.id) && q.level === l);
    const kindCount = (kind: string) => askedHere.filter((q) => q.lessonType === kind).length;
    const fewest = Math.min(...atLevel.map((q) => kindCount(q.lessonType)));
    const ofKind = atLevel.filter((q) => kindCount(q.lessonType) === fewest);
    const usedLessons = new Set(askedHere.map((q) => q.lessonStableId));
    const fresh = ofKind.filter((q) => !usedLessons.has(q.lessonStableId));
    return shuffle(fresh.length ? fresh : ofKind, random)[0] ?? null;
  }
  return null;
}

/** The placement the answers give. */
export function placementResult(answers: readonly PlacementAnswer[]): PlacementResult {
  const { theta, weight } = mostLikely(placementPosterior(answers));
  return {
    masteredLevel: theta === 0 ? null : (PLACEMENT_LEVELS[theta - 1] as PlacementLevel),
    startLevel: CEFR_LEVELS[theta] as CefrLevel,
    confidence: weight,
    questions: answers.length,
    right: answers.filter((a) => a.right).length,
  };
}

/** The lessons a placement marks skipped-by-placement (no XP): every lesson of a mastered level. */
export function lessonsSkippedByPlacement(
  lessons: readonly { stable_id: string; cefr_level: string }[],
  masteredLevel: PlacementLevel | null,
): string[] {
  if (!masteredLevel) return [];
  const upTo = levelIndex(masteredLevel);
  return lessons
    .filter((l) => {
      const i = PLACEMENT_LEVELS.indexOf(l.cefr_level as PlacementLevel);
      return i >= 0 && i <= upTo;
    })
    .map((l) => l.stable_id);
}

/** Roughly how long a placement of this many questions takes, in seconds. */
export function placementDurationS(questions: number): number {
  return questions * PLACEMENT_SECONDS_PER_QUESTION;
}
