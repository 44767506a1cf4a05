import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { StoryAnswersForm, StoryReader } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { ApiError, isNotFound } from '@/lib/api-client';
import { StoryLine } from './components/story-line';
import { StoryResult } from './components/story-result';
import { useCompleteStory, useStory } from './hooks';

// The question form (react-hook-form and zod) loads when the learner turns to the questions: reading
// the story needs neither.
const StoryQuestions = lazy(() => import('./components/story-questions').then((m) => ({ default: m.StoryQuestions })));

const backLink =
  'inline-flex items-center gap-1 rounded-control text-sm font-semibold text-ocean-700 hover:underline focus-visible:outline-3 focus-visible:outline-focus';

/** A story at /stories/:storyId: its lines to read and hear, then its questions and the result. */
export function StoryReaderPage() {
  const { storyId = '' } = useParams();
  const story = useStory(storyId);

  let body;
  if (story.isPending) {
    body = (
      <p role="status" className="py-12 text-center text-ink-700">
        Loading the story…
      </p>
    );
  } else if (story.isError) {
    body = isNotFound(story.error) ? (
      <Alert tone="warning" className="mt-6" title="Story not found">
        This story is not in the course. <Link to="/stories">See all stories</Link>.
      </Alert>
    ) : (
      <Alert tone="danger" className="mt-6">
        Failed to load the story. Please try again later.
      </Alert>
    );
  } else {
    body = <StoryBody story={story.data} />;
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/stories" className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All stories
      </Link>
      {body}
    </section>
  );
}

function StoryBody({ story }: { story: StoryReader }) {
  const complete = useCompleteStory(story.stable_id);
  // A new form (its answers cleared) for each try.
  const [attempt, setAttempt] = useState(0);
  const [answering, setAnswering] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const result = complete.data;
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const error = complete.error
    ? complete.error instanceof ApiError && complete.error.detail
      ? complete.error.detail
      : 'Your answers could not be checked. Please try again.'
    : null;

  return (
    <article className="mt-3">
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="info">{story.cefr_level}</Badge>
          {story.completed ? <Badge tone="success">Done · {story.xp_earned} XP</Badge> : null}
        </div>
        <h1 lang="so" className="mt-2 font-display text-2xl font-bold text-ink-900 sm:text-3xl">
          {story.title}
        </h1>
        <p className="font-semibold text-ink-700">{story.title_english}</p>
        <p className="mt-1 text-ink-700">{story.description}</p>
        <p className="mt-2 text-sm text-ink-700">
          Play each line, tap an underlined word for its meaning, and show a translation when you need it.
        </p>
      </header>
      <ol aria-label="The story" className="mt-4 rounded-card border border-sand-200 bg-white px-4 shadow-card">
        {story.lines.map((line, i) => (
          <StoryLine key={i} line={line} number={i + 1} />
        ))}
      </ol>
      <section aria-labelledby="story-questions" className="mt-8">
        <h2 id="story-questions" className="mb-3 font-display text-xl font-semibold text-ink-900">
          Questions
        </h2>
        {result ? (
          <div ref={resultRef} tabIndex={-1} className="focus-visible:outline-3 focus-visible:outline-focus">
            <StoryResult
              result={result}
              questions={story.questions}
              onTryAgain={() => {
                complete.reset();
                setAttempt((n) => n + 1);
              }}
            />
          </div>
        ) : answering ? (
          <Suspense
            fallback={
              <p role="status" className="text-ink-700">
                Loading the questions…
              </p>
            }
          >
            <StoryQuestions
              key={attempt}
              questions={story.questions}
              submitting={complete.isPending}
              error={error}
              onSubmit={(values: StoryAnswersForm) => complete.mutate(values)}
            />
          </Suspense>
        ) : (
          <div className="space-y-3">
            <p className="text-ink-700">
              {story.question_count} questions about the story. Pass with 70% to earn up to {story.max_xp} XP.
            </p>
            <Button onClick={() => setAnswering(true)}>Answer the questions</Button>
          </div>
        )}
      </section>
    </article>
  );
}
