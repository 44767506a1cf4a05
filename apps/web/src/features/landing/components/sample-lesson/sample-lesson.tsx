import {
  SAMPLE_LESSON_BADGE,
  SAMPLE_LESSON_GOALS,
  SAMPLE_LESSON_STEP_COUNT,
  SAMPLE_LESSON_TITLE,
  SAMPLE_LESSON_VOCABULARY,
  canCheckSampleAnswer,
  currentSampleStep,
  initialSampleLessonState,
  isIntroductionStep,
  sampleLessonPrimaryAction,
  sampleLessonProgressPercent,
  sampleLessonReducer,
  type SampleLessonAction,
  type SampleLessonState,
} from '@hadal/domain';
import { ArrowRight, Check, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { AnswerFeedback } from './answer-feedback';
import { AnswerOptions } from './answer-options';
import { VocabularyPanel } from './vocabulary-panel';

/** The built-in "Basic Greetings" lesson of the landing page (spec 01 §4 "Sample lesson"). */
export function SampleLesson() {
  const [state, dispatch] = useReducer(
    (current: SampleLessonState, action: SampleLessonAction) => sampleLessonReducer(current, action),
    initialSampleLessonState,
  );
  const step = currentSampleStep(state);
  const primary = sampleLessonPrimaryAction(state);
  const introduction = isIntroductionStep(step);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(state.stepIndex);

  // Move focus to the new question when the step changes (not on first render).
  useEffect(() => {
    if (previousStep.current !== state.stepIndex) {
      previousStep.current = state.stepIndex;
      questionRef.current?.focus();
    }
  }, [state.stepIndex]);

  return (
    <Card as="article" padding="none" aria-labelledby="sample-lesson-title" className="overflow-hidden">
      <header className="border-b border-sand-200 bg-sand-50 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="sample-lesson-title" className="text-2xl font-bold text-ink-900">
            {SAMPLE_LESSON_TITLE}
          </h3>
          <Badge tone="info">{SAMPLE_LESSON_BADGE}</Badge>
        </div>
        <ProgressBar
          className="mt-4"
          label="Lesson progress"
          showLabel
          value={sampleLessonProgressPercent(state.stepIndex)}
          valueText={`Step ${state.stepIndex + 1} of ${SAMPLE_LESSON_STEP_COUNT}`}
        />
      </header>

      <div className="grid gap-6 p-5 sm:p-6 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold text-ink-500">
            Step {state.stepIndex + 1} of {SAMPLE_LESSON_STEP_COUNT}
          </p>
          <h4
            ref={questionRef}
            tabIndex={-1}
            className="mt-1 font-sans text-xl font-bold text-ink-900 focus:outline-none"
          >
            {step.question}
          </h4>
          <p className="mt-1 text-ink-700">{step.translation}</p>

          {state.showVocabulary ? (
            <div className="mt-5">
              <VocabularyPanel items={SAMPLE_LESSON_VOCABULARY} />
            </div>
          ) : null}

          {introduction ? (
            step.learningNote ? (
              <p className="mt-4 text-sm text-ink-700">{step.learningNote}</p>
            ) : null
          ) : (
            <AnswerOptions
              legend={step.question}
              options={step.options}
              selected={state.selectedOption}
              locked={state.checked}
              correctAnswer={step.correctAnswer}
              lang={step.type === 'multiple-choice' ? 'so' : 'en'}
              onSelect={(option) => dispatch({ type: 'select', option })}
            />
          )}

          {!introduction && state.checked && state.isCorrect !== null ? (
            <AnswerFeedback
              isCorrect={state.isCorrect}
              correctAnswer={step.correctAnswer}
              learningNote={step.learningNote}
            />
          ) : null}

          <div className="mt-6 flex flex-wrap items-center gap-3">
            {primary === 'check' ? (
              <Button
                disabled={!canCheckSampleAnswer(state)}
                icon={<Check aria-hidden="true" className="size-5" />}
                onClick={() => dispatch({ type: 'check' })}
              >
                Check Answer
              </Button>
            ) : null}
            {primary === 'next' ? (
              <Button onClick={() => dispatch({ type: 'next' })}>
                Next
                <ArrowRight aria-hidden="true" className="size-5" />
              </Button>
            ) : null}
            {primary === 'try-again' ? (
              <Button
                variant="outline"
                icon={<RotateCcw aria-hidden="true" className="size-5" />}
                onClick={() => dispatch({ type: 'restart' })}
              >
                Try Again
              </Button>
            ) : null}
            {!introduction ? (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={state.showVocabulary}
                onClick={() => dispatch({ type: 'toggle-vocabulary' })}
              >
                {state.showVocabulary ? 'Hide key vocabulary' : 'Show key vocabulary'}
              </Button>
            ) : null}
          </div>
          {primary === 'try-again' ? (
            <p className="mt-4 text-ink-700" role="status">
              You finished the sample lesson. <span lang="so">Mahadsanid!</span>{' '}
              <Link to="/register" className="font-semibold text-ocean-700 underline hover:text-ocean-800">
                Create a free account
              </Link>{' '}
              to keep going.
            </p>
          ) : null}
        </div>

        <aside aria-label="About this lesson" className="space-y-5">
          <section aria-labelledby="sample-goals-title" className="rounded-card border border-sand-200 p-4">
            <h4 id="sample-goals-title" className="font-sans text-base font-bold text-ink-900">
              What you'll learn
            </h4>
            <ul className="mt-3 space-y-2">
              {SAMPLE_LESSON_GOALS.map((goal) => (
                <li key={goal} className="flex gap-2 text-ink-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {goal}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </Card>
  );
}
