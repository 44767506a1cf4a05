/**
 * The placement test (docs/learning.md, "Placement"): the course's own A1 to B2 questions, asked
 * level by level, placing a learner who already speaks some Somali. Pure and replayable: the
 * answers alone give the same next step and result on the server and in a simulation.
 *
 * Levels are asked as blocks, each with its own level's questions only: three typed questions
 * (graded by the answer check) for every picked one. A learner who knows a share k of a level
 * answers a question right with probability k + (1 − k) × g, g its guess rate (1 / options for a
 * pick, PLACEMENT_TYPED_GUESS when typed). The stopping rule: each block is Wald's sequential
 * probability ratio test of "knows three quarters of the level" against "knows half of it", each
 * wrong at most PLACEMENT_ERROR of the time: after each answer (from PLACEMENT_BLOCK_MIN answers on)
 * the level is passed ("placed") once the log-likelihood ratio reaches ln((1 − e) / e) and failed
 * at −ln((1 − e) / e); at PLACEMENT_BLOCK_MAX answers, or PLACEMENT_MAX_QUESTIONS in all, the
 * likelier side wins. The test stops when the boundary is settled: a level passed with the one
 * above it failed (or B2 passed).
 * The blocks go as a staircase: the A1 dictations first, until PLACEMENT_LITERACY_PASS are written
 * or missed (at most PLACEMENT_LITERACY_DICTATIONS); then A2. A passed A2 counts A1 as passed and
 * goes on up (B1, B2); a failed A2 goes down to A1's block. A learner who does not write two thirds
 * of the A1 dictations asked (and at least PLACEMENT_LITERACY_PASS) is placed in the literacy
 * track, whatever they pick.
 */
import { CEFR_LEVELS, type CefrLevel } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { PLACEMENT_LEVELS, type PlacementLevel, type PlacementQuestion, type PlacementResponse } from './question-bank';

/**
 * Each level's block is Wald's sequential test between "knows PLACEMENT_KNOWS_SHARE of the level"
 * (pass) and "knows PLACEMENT_UNSURE_SHARE of it" (fail), each wrong at most PLACEMENT_ERROR of
 * the time: a learner who knows three quarters of a level passes it, one who knows half does not.
 * 4% per block keeps a 90/75/50/30% heritage learner at B1 in about nine runs of ten (three blocks
 * each right 96% of the time) in about half the questions 2% needs.
 */
export const PLACEMENT_KNOWS_SHARE = 0.75;
export const PLACEMENT_UNSURE_SHARE = 0.5;
export const PLACEMENT_ERROR = 0.04;
/** Answers a block needs before it decides, and after which it decides anyway. */
export const PLACEMENT_BLOCK_MIN = 4;
export const PLACEMENT_BLOCK_MAX = 60;
export const PLACEMENT_MIN_QUESTIONS = PLACEMENT_BLOCK_MIN;
/** The whole test never asks more: the block under way then decides on the evidence it has. */
export const PLACEMENT_MAX_QUESTIONS = 120;
/** A typed question takes about 20 seconds, a picked one about 12. */
export const PLACEMENT_SECONDS_PER_QUESTION = 15;
/** The chance of typing a right answer without knowing it. */
export const PLACEMENT_TYPED_GUESS = 0.02;
/** The A1 dictations that decide the literacy track: writing 2 of 3 shows the learner can write. */
export const PLACEMENT_LITERACY_DICTATIONS = 3;
export const PLACEMENT_LITERACY_PASS = 2;

export interface PlacementAnswer {
  questionId: string;
  level: PlacementLevel;
  right: boolean;
  /** Chance of a right answer by guessing: 1 / options for a pick (the default 0.25), less when typed. */
  guess?: number;
  /** Typed or picked (picked when absent: answers stored before typed questions). */
  response?: PlacementResponse;
  /** A dictation (the literacy evidence at A1). */
  dictation?: boolean;
  /** Typed exactly as the course writes it, not just "almost" (right when absent). */
  written?: boolean;
}

export type PlacementOutcome = 'placed' | 'start_here' | 'not_reached';

/** What the learner showed at one level. */
export interface PlacementLevelResult {
  level: PlacementLevel;
  asked: number;
  right: number;
  /** Passed (its lessons are skipped), the level to start at, or above it and not asked. */
  outcome: PlacementOutcome;
}

export interface PlacementResult {
  /** The highest level passed, or null: start at A1. Lessons up to it are skipped by placement. */
  masteredLevel: PlacementLevel | null;
  /** Where the learner starts. */
  startLevel: CefrLevel;
  /** Placed in the literacy track: the learner did not show they can write what they hear. */
  literacy: boolean;
  /** The A1 dictations asked and written right. */
  dictations: { asked: number; right: number };
  levels: PlacementLevelResult[];
  questions: number;
  right: number;
}

const DEFAULT_GUESS = 0.25;

/** The guess rate of a question: 1 / options when picked, PLACEMENT_TYPED_GUESS when typed. */
export function placementGuessRate(question: Pick<PlacementQuestion, 'exercise'>, typed: boolean): number {
  if (typed) return PLACEMENT_TYPED_GUESS;
  const n = question.exercise.options?.length ?? 0;
  return n >= 2 ? 1 / n : DEFAULT_GUESS;
}

const PASS_BOUND = Math.log((1 - PLACEMENT_ERROR) / PLACEMENT_ERROR);

/**
 * The evidence of one level's answers: the log-likelihood ratio of "knows PLACEMENT_KNOWS_SHARE"
 * against "knows PLACEMENT_UNSURE_SHARE", where a question is answered right with probability
 * k + (1 − k) × its guess rate. Positive favours passing.
 */
export function placementEvidence(answers: readonly PlacementAnswer[]): number {
  return answers.reduce((sum, a) => {
    const guess = Math.min(Math.max(a.guess ?? DEFAULT_GUESS, 0), 0.99);
    const pass = PLACEMENT_KNOWS_SHARE + (1 - PLACEMENT_KNOWS_SHARE) * guess;
    const fail = PLACEMENT_UNSURE_SHARE + (1 - PLACEMENT_UNSURE_SHARE) * guess;
    return sum + (a.right ? Math.log(pass / fail) : Math.log((1 - pass) / (1 - fail)));
  }, 0);
}

const dictationsOf = (answers: readonly PlacementAnswer[]) => {
  const asked = answers.filter((a) => a.level === 'A1' && a.dictation);
  return { asked: asked.length, right: asked.filter((a) => a.written ?? a.right).length };
};

/** Shows they can write: at least PLACEMENT_LITERACY_PASS of the A1 dictations, and two thirds of those asked. */
function writes({ asked, right }: { asked: number; right: number }): boolean {
  return right >= PLACEMENT_LITERACY_PASS && right * 3 >= asked * 2;
}

/** True once the A1 dictations show whether the learner can write (or all of them were asked). */
function writingDecided(answers: readonly PlacementAnswer[]): boolean {
  const { asked, right } = dictationsOf(answers);
  return (
    asked >= PLACEMENT_LITERACY_DICTATIONS ||
    right >= PLACEMENT_LITERACY_PASS ||
    asked - right > PLACEMENT_LITERACY_DICTATIONS - PLACEMENT_LITERACY_PASS
  );
}

/** The decision on one level's block so far: passed, failed, or not yet. */
export function placementLevelDecision(
  level: PlacementLevel,
  answers: readonly PlacementAnswer[],
): 'pass' | 'fail' | null {
  const mine = answers.filter((a) => a.level === level);
  const evidence = placementEvidence(mine);
  if (answers.length >= PLACEMENT_MAX_QUESTIONS) return evidence > 0 ? 'pass' : 'fail';
  if (mine.length < PLACEMENT_BLOCK_MIN) return null;
  if (mine.length >= PLACEMENT_BLOCK_MAX) return evidence > 0 ? 'pass' : 'fail';
  if (level === 'A1' && !writingDecided(answers)) return null;
  if (evidence >= PASS_BOUND) return 'pass';
  if (evidence <= -PASS_BOUND) return 'fail';
  return null;
}

/**
 * Walks the blocks in the order the test asks them (the staircase): A1's dictations first, until the
 * learner's writing is decided; then A2. A passed A2 shows A1 too (a learner who knows three quarters
 * of A2 knows A1), so the test goes on up to B1 and B2; a failed A2 sends it down to A1's own block,
 * which counts the dictations already written. `final` decides every open block on its evidence
 * (the likelier side wins): the result of a test the bank or the cap cut short.
 */
function walkBlocks(
  answers: readonly PlacementAnswer[],
  final: boolean,
): { level: PlacementLevel | null; passed: PlacementLevel[] } {
  const decide = (level: PlacementLevel) => {
    const decision = placementLevelDecision(level, answers);
    if (decision || !final) return decision;
    return placementEvidence(answers.filter((a) => a.level === level)) > 0 ? 'pass' : 'fail';
  };
  if (!final && answers.length < PLACEMENT_MAX_QUESTIONS && !writingDecided(answers))
    return { level: 'A1', passed: [] };
  const a2 = decide('A2');
  if (a2 === null) return { level: 'A2', passed: [] };
  if (a2 === 'fail') {
    const a1 = decide('A1');
    if (a1 === null) return { level: 'A1', passed: [] };
    return { level: null, passed: a1 === 'pass' ? ['A1'] : [] };
  }
  const passed: PlacementLevel[] = ['A1', 'A2'];
  for (const level of PLACEMENT_LEVELS.slice(2)) {
    const decision = decide(level);
    if (decision === null) return { level, passed };
    if (decision === 'fail') return { level: null, passed };
    passed.push(level);
  }
  return { level: null, passed };
}

/** Where the test is: the level being asked (null when done) and the levels passed so far. */
export function placementProgress(answers: readonly PlacementAnswer[]): {
  level: PlacementLevel | null;
  passed: PlacementLevel[];
} {
  return walkBlocks(answers, false);
}

export function isPlacementDone(answers: readonly PlacementAnswer[]): boolean {
  return placementProgress(answers).level === null;
}

/**
 * The kind of question the block asks next: three typed for every picked one, typed first; at A1
 * the typed ones are dictations until the learner's writing is decided.
 */
function wantedKind(
  level: PlacementLevel,
  answers: readonly PlacementAnswer[],
): { typed: boolean; dictation: boolean } {
  const mine = answers.filter((a) => a.level === level);
  const typed = mine.length % 4 !== 3;
  if (!typed) return { typed, dictation: false };
  if (level === 'A1' && !writingDecided(answers)) return { typed, dictation: true };
  const typedAsked = mine.filter((a) => a.response === 'typed');
  const dictations = typedAsked.filter((a) => a.dictation).length;
  return { typed, dictation: dictations <= typedAsked.length - dictations };
}

/**
 * The next question: at the level of the block under way, of the kind it asks next (any open
 * question of the level when none of that kind is left), from the lesson kind asked least at that
 * level, never a lesson already asked from while another is left. Null when the test is done or the
 * level has no question left (the block then decides on what it has).
 */
export function nextPlacementQuestion(
  bank: readonly PlacementQuestion[],
  answers: readonly PlacementAnswer[],
  random: () => number = Math.random,
): PlacementQuestion | null {
  const { level } = placementProgress(answers);
  if (!level) return null;
  const asked = new Set(answers.map((a) => a.questionId));
  const atLevel = bank.filter((q) => q.level === level && !asked.has(q.id));
  if (!atLevel.length) return null;
  const want = wantedKind(level, answers);
  const ofResponse = atLevel.filter((q) => (q.response === 'typed') === want.typed);
  const exact = ofResponse.filter((q) => !want.typed || q.dictation === want.dictation);
  const pool = exact.length ? exact : ofResponse.length ? ofResponse : atLevel;
  const askedHere = bank.filter((q) => asked.has(q.id) && q.level === level);
  const kindCount = (kind: string) => askedHere.filter((q) => q.lessonType === kind).length;
  const fewest = Math.min(...pool.map((q) => kindCount(q.lessonType)));
  const ofKind = pool.filter((q) => kindCount(q.lessonType) === fewest);
  const usedLessons = new Set(askedHere.map((q) => q.lessonStableId));
  const fresh = ofKind.filter((q) => !usedLessons.has(q.lessonStableId));
  return shuffle(fresh.length ? fresh : ofKind, random)[0] ?? null;
}

/** The placement the answers give (a block cut short decides on the evidence it has). */
export function placementResult(answers: readonly PlacementAnswer[]): PlacementResult {
  const { passed } = walkBlocks(answers, true);
  const top = passed.length;
  const levels = PLACEMENT_LEVELS.map((level, i): PlacementLevelResult => {
    const mine = answers.filter((a) => a.level === level);
    return {
      level,
      asked: mine.length,
      right: mine.filter((a) => a.right).length,
      outcome: i < top ? 'placed' : i === top ? 'start_here' : 'not_reached',
    };
  });
  const dictations = dictationsOf(answers);
  return {
    masteredLevel: top === 0 ? null : (PLACEMENT_LEVELS[top - 1] as PlacementLevel),
    startLevel: CEFR_LEVELS[top] as CefrLevel,
    literacy: !writes(dictations),
    dictations,
    levels,
    questions: answers.length,
    right: answers.filter((a) => a.right).length,
  };
}

/** Roughly how long a placement of this many questions takes, in seconds. */
export function placementDurationS(questions: number): number {
  return questions * PLACEMENT_SECONDS_PER_QUESTION;
}
