/**
 * The built-in sample lesson "Basic Greetings" shown on the landing page
 * (spec 01 §1, §3 "Sample lesson step", §4 "Sample lesson (built in)", §5, §9).
 * Pure data and rules: no I/O, no React.
 */

export type SampleLessonStepType = 'vocabulary_introduction' | 'multiple-choice' | 'somali_to_english';

export interface SampleVocabularyItem {
  somali: string;
  english: string;
}

export interface SampleLessonStep {
  id: number;
  type: SampleLessonStepType;
  question: string;
  translation: string;
  options: string[];
  correctAnswer: string;
  learningNote?: string;
}

export const SAMPLE_LESSON_TITLE = 'Basic Greetings';
export const SAMPLE_LESSON_BADGE = 'A1 Beginner';
/** The key vocabulary panel shows at most this many items. */
export const SAMPLE_VOCABULARY_PANEL_MAX_ITEMS = 6;

export const SAMPLE_LESSON_VOCABULARY: readonly SampleVocabularyItem[] = [
  { somali: 'Soo dhawoow', english: 'Welcome' },
  { somali: 'Magacaa?', english: 'What is your name?' },
  { somali: 'Ku faraxsanahay inaan ku arko', english: 'Nice to meet you' },
  { somali: 'Iska warran?', english: 'How are you?' },
  { somali: 'Waan fiicanahay', english: 'I am fine' },
  { somali: 'Mahadsanid', english: 'Thank you' },
];

export const SAMPLE_LESSON_GOALS: readonly string[] = [
  'Greet someone',
  'Ask and answer a name',
  'Express basic politeness',
  'Understand welcome phrases',
];

export const SAMPLE_LESSON_STEPS: readonly SampleLessonStep[] = [
  {
    id: 0,
    type: 'vocabulary_introduction',
    question: "Let's learn some basic Somali greetings!",
    translation: 'Read each phrase and its meaning, then press Next when you are ready.',
    options: [],
    correctAnswer: '',
    learningNote: "Somali speakers often greet with 'Iska warran?' (How are you?) before anything else.",
  },
  {
    id: 1,
    type: 'multiple-choice',
    question: "How do you say 'Welcome' in Somali?",
    translation: 'Choose the Somali phrase you would use to welcome a guest.',
    options: ['Mahadsanid', 'Soo dhawoow', 'Iska warran?', 'Magacaa?'],
    correctAnswer: 'Soo dhawoow',
    learningNote: "'Soo dhawoow' welcomes one person; you will hear it when you walk into a Somali home.",
  },
  {
    id: 2,
    type: 'somali_to_english',
    question: "What does 'Mahadsanid' mean?",
    translation: 'Choose the English meaning.',
    options: ['How are you?', 'I am fine', 'Thank you', 'Welcome'],
    correctAnswer: 'Thank you',
    learningNote: "'Mahadsanid' is a polite thank you that works with anyone, from friends to elders.",
  },
];

export const SAMPLE_LESSON_STEP_COUNT = SAMPLE_LESSON_STEPS.length;

/** True for steps that are read and acknowledged with Next rather than answered. */
export function isIntroductionStep(step: SampleLessonStep): boolean {
  return step.type === 'vocabulary_introduction';
}

/** Case-insensitive comparison of the chosen option with the expected answer (surrounding spaces ignored). */
export function isSampleAnswerCorrect(answer: string, correctAnswer: string): boolean {
  return answer.trim().toLowerCase() === correctAnswer.trim().toLowerCase();
}

/** Progress of the sample lesson as a percentage: step index / number of steps. */
export function sampleLessonProgressPercent(stepIndex: number, stepCount: number = SAMPLE_LESSON_STEP_COUNT): number {
  if (stepCount <= 0) return 0;
  const clamped = Math.min(Math.max(stepIndex, 0), stepCount);
  return Math.round((clamped / stepCount) * 100);
}

export interface SampleLessonState {
  stepIndex: number;
  /** The option the learner picked, or null. */
  selectedOption: string | null;
  /** True once Check Answer (or Next on an introduction) has been accepted for the current step. */
  checked: boolean;
  /** Result of the current step once checked; null before. */
  isCorrect: boolean | null;
  /** Number of steps answered correctly (introductions count as correct). */
  correctCount: number;
  showVocabulary: boolean;
}

export type SampleLessonAction =
  | { type: 'select'; option: string }
  | { type: 'check' }
  | { type: 'next' }
  | { type: 'restart' }
  | { type: 'toggle-vocabulary' };

export const initialSampleLessonState: SampleLessonState = {
  stepIndex: 0,
  selectedOption: null,
  checked: false,
  isCorrect: null,
  correctCount: 0,
  showVocabulary: true,
};

export function currentSampleStep(
  state: SampleLessonState,
  steps: readonly SampleLessonStep[] = SAMPLE_LESSON_STEPS,
): SampleLessonStep {
  const step = steps[Math.min(state.stepIndex, steps.length - 1)];
  if (!step) throw new Error('The sample lesson has no steps');
  return step;
}

/** Check Answer is enabled only on a question step, before checking, with a non-blank choice. */
export function canCheckSampleAnswer(
  state: SampleLessonState,
  steps: readonly SampleLessonStep[] = SAMPLE_LESSON_STEPS,
): boolean {
  const step = currentSampleStep(state, steps);
  return !isIntroductionStep(step) && !state.checked && (state.selectedOption ?? '').trim() !== '';
}

export function isLastSampleStep(
  state: SampleLessonState,
  steps: readonly SampleLessonStep[] = SAMPLE_LESSON_STEPS,
): boolean {
  return state.stepIndex >= steps.length - 1;
}

/**
 * Which primary button the lesson shows:
 * 'check' on an unanswered question, 'next' on an introduction or after checking,
 * 'try-again' once the last step is done.
 */
export type SampleLessonPrimaryAction = 'check' | 'next' | 'try-again';

export function sampleLessonPrimaryAction(
  state: SampleLessonState,
  steps: readonly SampleLessonStep[] = SAMPLE_LESSON_STEPS,
): SampleLessonPrimaryAction {
  const step = currentSampleStep(state, steps);
  const done = isIntroductionStep(step) || state.checked;
  if (!done) return 'check';
  return isLastSampleStep(state, steps) ? 'try-again' : 'next';
}

/** The next state of the sample lesson. Invalid actions leave the state unchanged. */
export function sampleLessonReducer(
  state: SampleLessonState,
  action: SampleLessonAction,
  steps: readonly SampleLessonStep[] = SAMPLE_LESSON_STEPS,
): SampleLessonState {
  const step = currentSampleStep(state, steps);
  switch (action.type) {
    case 'select': {
      if (isIntroductionStep(step) || state.checked) return state;
      if (!step.options.includes(action.option)) return state;
      return { ...state, selectedOption: action.option };
    }
    case 'check': {
      if (!canCheckSampleAnswer(state, steps)) return state;
      const isCorrect = isSampleAnswerCorrect(state.selectedOption ?? '', step.correctAnswer);
      return { ...state, checked: true, isCorrect, correctCount: state.correctCount + (isCorrect ? 1 : 0) };
    }
    case 'next': {
      const introduction = isIntroductionStep(step);
      if (!introduction && !state.checked) return state;
      // After the last step the only way on is Try Again (restart).
      if (isLastSampleStep(state, steps)) return state;
      const correctCount = introduction ? state.correctCount + 1 : state.correctCount;
      return {
        ...state,
        stepIndex: state.stepIndex + 1,
        selectedOption: null,
        checked: false,
        isCorrect: null,
        correctCount,
        showVocabulary: false,
      };
    }
    case 'restart':
      return initialSampleLessonState;
    case 'toggle-vocabulary':
      return { ...state, showVocabulary: !state.showVocabulary };
  }
}
