import { Link } from 'react-router';
import { ArrowLeft, Compass } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlacementQuestion } from './components/placement-question';
import { PlacementResult } from './components/placement-result';
import { useAnswerPlacement, usePlacementStatus, useStartPlacement } from './hooks';

/**
 * /placement, "Find your level": the course's own A1 to B2 questions, level by level, typed and
 * picked; the result skips the lessons of the levels the learner showed they know (no XP), keeps
 * the literacy track for a learner who did not write the dictations, and can reopen a level.
 */
export function PlacementPage() {
  const status = usePlacementStatus();
  const start = useStartPlacement();
  const answer = useAnswerPlacement();
  const test = status.data?.in_progress ?? null;
  const result = status.data?.result ?? null;

  let body;
  if (status.isPending) {
    body = (
      <p role="status" className="py-12 text-center text-ink-700">
        Loading the placement test…
      </p>
    );
  } else if (status.isError) {
    body = <Alert tone="danger">Failed to load the placement test. Please try again later.</Alert>;
  } else if (test) {
    body = (
      <PlacementQuestion
        key={test.question.id}
        test={test}
        sending={answer.isPending}
        onAnswer={(text) => answer.mutate({ test_id: test.test_id, question_id: test.question.id, answer: text })}
      />
    );
  } else if (result) {
    body = <PlacementResult result={result} retaking={start.isPending} onRetake={() => start.mutate()} />;
  } else {
    body = (
      <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 shadow-card">
        <Compass aria-hidden="true" className="size-10 text-ocean-600" />
        <h2 className="font-display text-xl font-semibold text-ink-900">Already speak some Somali?</h2>
        <p className="text-ink-700">
          Answer questions from the course, level by level from Beginner 1 to Intermediate 2: type what you hear, write
          a few words, pick a meaning. Each level ends as soon as your answers are clear, so it takes 2 minutes for a
          beginner and up to 20 for someone who knows a lot. Every lesson of the levels you know is marked skipped (no
          XP), so you start where you are. Choose &quot;I don&apos;t know&quot; rather than guessing.
        </p>
        <Button size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
          Start the test
        </Button>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <h1 className="mb-5 font-display text-2xl font-bold text-ink-900 sm:text-3xl">Find your level</h1>
      {start.isError || answer.isError ? (
        <Alert tone="danger" className="mb-4">
          {(start.error ?? answer.error)?.message || 'Something went wrong. Please try again.'}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
