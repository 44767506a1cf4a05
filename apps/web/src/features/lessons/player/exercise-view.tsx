import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ANSWER_REQUIRED_MESSAGE,
  isReadingExercise,
  MATCH_ALL_MESSAGE,
  matchingPairs,
  normaliseExerciseType,
  optionText,
  pronunciationCountsCorrect,
  RECORDING_REQUIRED_MESSAGE,
  responseKind,
  type AttemptAnswer,
  type Exercise,
  type PronunciationResult,
} from '@hadal/domain';
import { AudioButton } from '@/features/lessons/components/audio-button';
import { LessonImage } from '@/features/lessons/components/lesson-image';
import { ReadingExercise } from './exercises/reading-exercise';
import { exerciseViews, loadAnswerCheck, loadedAnswerCheck, viewKind, type AnswerCheck } from './on-demand';
import { pronunciationText } from './exercises/pronunciation-text';
import type { AnswerFeedback } from './answer-feedback';
import { ExerciseFooter } from './exercise-footer';
import { useAutoplay } from './use-autoplay';
import { isEditable } from './editable-target';
import type { PronunciationSlot } from './pronunciation-slot';

export interface ExerciseViewProps {
  exercise: Exercise;
  /** The lesson's stable id (a pronunciation check names it). */
  lessonId?: string;
  /** The recorder of pronunciation exercises; without it they offer Skip Practice only. */
  pronunciation?: PronunciationSlot;
  isLast: boolean;
  /** Listening and dictation play their audio as they open (the learner's setting). */
  autoplay?: boolean;
  /** The outcome is known (checked, skipped or read): record it for the score, with a checked answer. */
  onOutcome: (correct: boolean, answer?: AttemptAnswer['answer']) => void;
  onNext: () => void;
}

const {
  phrase_practice: PhrasePracticeExercise,
  matching: MatchingExercise,
  pronunciation: PronunciationExercise,
  built: SentenceBuildingExercise,
  typed: TypedAnswerExercise,
  fill_blank: FillBlankExercise,
  choice: ChoiceExercise,
} = exerciseViews;

const CHECK_FAILED_MESSAGE = 'Failed to check your answer. Please try again.';

const CHOICE_TYPES = new Set(['multiple_choice', 'english_to_somali', 'somali_to_english', 'listening_comprehension']);

/** One exercise with its answer state, footer and keyboard shortcuts (numbers pick, Enter checks and continues). */
export function ExerciseView({
  exercise,
  lessonId = '',
  pronunciation: Practice,
  isLast,
  autoplay = false,
  onOutcome,
  onNext,
}: ExerciseViewProps) {
  const type = normaliseExerciseType(exercise.type);
  const reading = isReadingExercise(exercise.type);
  const answerKind = responseKind(exercise);
  const view = viewKind(exercise);
  const dictation = exercise.type === 'dictation';
  const pairs = useMemo(() => matchingPairs(exercise), [exercise]);
  const [value, setValue] = useState('');
  const [matches, setMatches] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<AnswerFeedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The recorder's check, once a recording exists (Check Answer is enabled then: spec 02 §2).
  const [recordingCheck, setRecordingCheck] = useState<(() => void) | null>(null);
  const onRecordingReady = useCallback((check: (() => void) | null) => setRecordingCheck(() => check), []);
  const changeAnswer = (v: string) => {
    setValue(v);
    setError(null);
  };

  const mode = reading
    ? 'reading'
    : type === 'matching'
      ? 'matching'
      : type === 'pronunciation'
        ? 'pronunciation'
        : 'question';
  const allMatched = pairs.length > 0 && pairs.every((p) => matches[p.left] !== undefined);
  const canCheck =
    mode === 'matching' ? allMatched : mode === 'pronunciation' ? recordingCheck !== null : value.trim().length > 0;

  const checkWith = (rules: AnswerCheck) => {
    const checked: AnswerFeedback =
      mode === 'matching'
        ? { correct: rules.allMatchesCorrect(pairs, matches) }
        : rules.checkExerciseAnswer(exercise, value);
    setFeedback(checked);
    onOutcome(checked.correct, mode === 'matching' ? matches : value);
  };

  const check = () => {
    if (feedback) return;
    if (mode === 'pronunciation') {
      if (recordingCheck) recordingCheck();
      else setError(RECORDING_REQUIRED_MESSAGE);
      return;
    }
    if (mode === 'matching' && !allMatched) return setError(MATCH_ALL_MESSAGE);
    if (mode !== 'matching' && !value.trim()) return setError(ANSWER_REQUIRED_MESSAGE);
    const loaded = loadedAnswerCheck();
    if (loaded) return checkWith(loaded);
    void loadAnswerCheck().then(checkWith, () => setError(CHECK_FAILED_MESSAGE));
  };

  const next = () => {
    if (reading) onOutcome(true);
    // A pronunciation result is final when the learner moves on: 'try again' may be retried first.
    if (mode === 'pronunciation' && feedback) onOutcome(feedback.correct);
    onNext();
  };

  const skipPractice = () => {
    setFeedback({ correct: true, kind: 'skip' });
    onOutcome(true);
  };

  const pronunciationResult = (result: PronunciationResult) => {
    if (result.feedback === 'skip') return skipPractice();
    setError(null);
    setFeedback({ correct: pronunciationCountsCorrect(result.feedback), kind: result.feedback });
  };

  // Keyboard: 1-9 pick an option, Enter checks or continues.
  const pick = answerKind === 'pick';
  const latest = useRef({ check, next, feedback, reading, pick });
  useEffect(() => {
    latest.current = { check, next, feedback, reading, pick };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (document.querySelector('[role="dialog"]')) return;
      const target = event.target as HTMLElement | null;
      const h = latest.current;
      if (event.key === 'Enter') {
        // A focused button or link acts on its own, except an answer option: Enter then checks.
        const isOption = target?.getAttribute('role') === 'radio';
        if (
          target &&
          !isOption &&
          (target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'TEXTAREA')
        )
          return;
        event.preventDefault();
        if (h.feedback || h.reading) h.next();
        else h.check();
        return;
      }
      if (/^[1-9]$/.test(event.key) && !isEditable(target) && !h.feedback && CHOICE_TYPES.has(type) && h.pick) {
        const option = exercise.options?.[Number(event.key) - 1];
        if (option !== undefined) {
          setValue(optionText(option));
          setError(null);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exercise, type]);

  const correctAnswer =
    mode === 'pronunciation'
      ? undefined
      : mode === 'matching'
        ? pairs.map((p) => `${p.left} = ${p.right}`).join(', ')
        : (exercise.correct_answer ?? undefined);
  const questionAudio = exercise.audio_filename ?? exercise.audio_filename_key;
  useAutoplay(questionAudio, autoplay && (dictation || type === 'listening_comprehension'));

  // The exercise shows whole once its view has loaded (the first time one of its kind shows).
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-ink-700">
          Loading exercise…
        </p>
      }
    >
      <div className="space-y-5">
        <div className="space-y-2">
          {exercise.question ? (
            <h2 className="flex items-start gap-2 font-display text-xl font-semibold text-ink-900 sm:text-2xl">
              <span className="flex-1" lang={reading && type === 'vocabulary_introduction' ? 'so' : undefined}>
                {exercise.question}
              </span>
              {reading || (mode === 'question' && !exercise.tts_text && answerKind !== 'built') ? (
                <AudioButton audioKey={questionAudio} label={exercise.question} />
              ) : null}
            </h2>
          ) : null}
          {mode === 'question' && exercise.tts_text && !(dictation && !feedback) ? (
            type === 'listening_comprehension' && !feedback ? (
              <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
                <AudioButton audioKey={questionAudio} label="the Somali you hear" />
                <span className="text-ink-700">Listen, then choose what it means.</span>
              </div>
            ) : (
              <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
                <p className="flex-1 font-display text-xl font-semibold" lang="so">
                  {exercise.tts_text}
                </p>
                <AudioButton audioKey={questionAudio} label={exercise.tts_text} />
              </div>
            )
          ) : null}
          {mode === 'question' && exercise.translation && answerKind !== 'built' && !(dictation && !feedback) ? (
            <p className="text-ink-700">{exercise.translation}</p>
          ) : null}
          <LessonImage file={exercise.image_filename_key} />
        </div>

        {view === 'phrase_practice' ? (
          <PhrasePracticeExercise exercise={exercise} />
        ) : view === 'reading' ? (
          <ReadingExercise exercise={exercise} />
        ) : view === 'matching' ? (
          <MatchingExercise
            pairs={pairs}
            matches={matches}
            checked={feedback !== null}
            onChange={(m) => {
              setMatches(m);
              setError(null);
            }}
          />
        ) : view === 'pronunciation' ? (
          <PronunciationExercise
            exercise={exercise}
            checked={feedback !== null}
            onSkip={skipPractice}
            practice={
              Practice ? (
                <Practice
                  lessonId={lessonId}
                  exerciseId={exercise.id}
                  expectedText={pronunciationText(exercise)}
                  reference={
                    <AudioButton audioKey={questionAudio} label={`reference: ${pronunciationText(exercise)}`} />
                  }
                  answered={feedback !== null}
                  onReady={onRecordingReady}
                  onResult={pronunciationResult}
                  onRetry={() => {
                    setFeedback(null);
                    setError(null);
                  }}
                />
              ) : undefined
            }
          />
        ) : view === 'built' ? (
          <SentenceBuildingExercise exercise={exercise} checked={feedback !== null} onChange={changeAnswer} />
        ) : view === 'typed' ? (
          <TypedAnswerExercise exercise={exercise} value={value} checked={feedback !== null} onChange={changeAnswer} />
        ) : view === 'fill_blank' ? (
          <FillBlankExercise exercise={exercise} value={value} checked={feedback !== null} onChange={changeAnswer} />
        ) : (
          <ChoiceExercise exercise={exercise} value={value} checked={feedback !== null} onChange={changeAnswer} />
        )}

        <ExerciseFooter
          mode={mode}
          isLast={isLast}
          feedback={feedback}
          correctAnswer={correctAnswer}
          learningNote={
            // The explanation says why the right answer is right: shown after a wrong answer.
            [reading || feedback?.correct ? undefined : exercise.explanation, exercise.learning_note]
              .filter(Boolean)
              .join(' ') || undefined
          }
          canCheck={canCheck}
          error={error}
          onCheck={check}
          onNext={next}
        />
      </div>
    </Suspense>
  );
}
