import { audioKeyStem, lessonAudioTexts } from '../content';
import { matchingPairs, normaliseExerciseType, type Exercise, type LessonFile } from '../lessons';

/** The parts of a lesson (a bundle file or a served lesson detail) cards are made from. */
export type ReviewCardSource = Pick<LessonFile, 'vocabulary_items' | 'exercises' | 'grammar_patterns'>;

/**
 * Which review cards a lesson gives (spec 02 §2 "Review session", §7 "Review"). A card asks in
 * English and is answered in Somali. Every answer is a Somali text of the lesson, so its audio
 * file (the spec 02 §7 name rule) is one the lesson audio index knows.
 */

export type ReviewCardKind = 'vocabulary' | 'phrase' | 'mistake';

export interface ReviewCard {
  /** The English prompt. */
  question: string;
  /** The Somali answer. */
  answer: string;
  kind: ReviewCardKind;
  /** The exercise a mistake card comes from. */
  exerciseId?: string;
}

/**
 * The key one learner holds one card under: the answer's audio key stem, so two lessons teaching
 * the same Somali word make one card and the card's audio file is `${key}.wav`.
 */
export function reviewAnswerKey(answer: string): string {
  return audioKeyStem(answer);
}

function card(
  question: string | undefined,
  answer: string | undefined,
  kind: ReviewCardKind,
  exerciseId?: string,
): ReviewCard[] {
  const q = question?.trim();
  const a = answer?.trim();
  if (!q || !a || !reviewAnswerKey(a)) return [];
  return [exerciseId === undefined ? { question: q, answer: a, kind } : { question: q, answer: a, kind, exerciseId }];
}

/** Keeps the first card of every answer key. */
function uniqueByAnswer(cards: ReviewCard[]): ReviewCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const key = reviewAnswerKey(c.answer);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What populate adds for a completed lesson: its vocabulary, then its key phrases. */
export function lessonReviewCards(lesson: ReviewCardSource): ReviewCard[] {
  const cards = lesson.vocabulary_items.flatMap((v) => card(v.english, v.somali, 'vocabulary'));
  for (const ex of lesson.exercises) {
    if (normaliseExerciseType(ex.type) !== 'phrase_practice') continue;
    for (const p of ex.phrases ?? []) cards.push(...card(p.english, p.somali, 'phrase'));
  }
  return uniqueByAnswer(cards);
}

/**
 * The card(s) an exercise answered wrong gives: its prompt and right answer, turned so the card
 * asks in English and is answered in Somali. Exercises without a Somali answer give none.
 */
export function mistakeReviewCards(lesson: ReviewCardSource, exercise: Exercise): ReviewCard[] {
  const id = exercise.id;
  switch (normaliseExerciseType(exercise.type)) {
    case 'english_to_somali':
      return card(exercise.question, exercise.correct_answer, 'mistake', id);
    case 'fill_blank': {
      const prompt = exercise.translation ? `${exercise.question} (${exercise.translation})` : exercise.question;
      return card(prompt, exercise.correct_answer, 'mistake', id);
    }
    case 'somali_to_english':
    case 'listening_comprehension':
      // The learner heard Somali and picked its English meaning: the card asks the other way.
      return card(exercise.correct_answer, exercise.tts_text, 'mistake', id);
    case 'pronunciation':
      return card(exercise.translation, exercise.correct_answer ?? exercise.tts_text, 'mistake', id);
    case 'matching':
      return uniqueByAnswer(matchingPairs(exercise).flatMap((p) => card(p.right, p.left, 'mistake', id)));
    case 'multiple_choice': {
      // Only when the right answer is Somali text of the lesson (many ask for an English meaning).
      const answer = exercise.correct_answer;
      const somali = answer !== undefined && lessonAudioTexts(lesson).has(`${reviewAnswerKey(answer)}.wav`);
      return somali ? card(exercise.question, answer, 'mistake', id) : [];
    }
    default:
      return [];
  }
}
