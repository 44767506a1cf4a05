import { Link } from 'react-router';
import { ArrowLeft, Compass } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlacementQuestion } from './components/placement-question';
import { levelName, PlacementResult } from './components/placement-result';
import { useAnswerPlacement, usePlacementStatus, useStartPlacement } from './hooks';

/**
 * /placement, "Find your level": a 3 to 5 minute adaptive test of the course's own A1 to B2
 * questions; the result skips the lessons of the levels the learner already knows (no XP).
 */
export function PlacementPage() {
  const status = usePlacementStatus();
  const start = useStartPlacement();
  const answer = useAnswerPlacement();
  const test = status.data?.in_progress ?? null;
  const result = status.data?.result ?? null;
  const justFinished = answer.data?.done === true;

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
  } else if (result && justFinished) {
    body = <PlacementResult result={result} retaking={start.isPending} onRetake={() => start.mutate()} />;
  } else {
    body = (
      <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 shadow-card">
        <Compass aria-hidden="true" className="size-10 text-ocean-600" />
        <h2 className="font-display text-xl font-semibold text-ink-900">Already speak some Somali?</h2>
        <p className="text-ink-700">
          Answer 12 to 20 questions from the course, from Beginner 1 to Intermediate 2. It takes 3 to 5 minutes. The
          questions get harder or easier with your answers. Every lesson of the levels you already know is marked
          skipped (no XP), so you start where you are. Pick &quot;I don&apos;t know&quot; rather than guessing.
        </p>
        {result ? (
          <p className="text-ink-700">
            Your last placement: {levelName(result.start_level)}. Taking the test again replaces it.
          </p>
        ) : null}
        <Button size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
          {result ? 'Take the test again' : 'Start the test'}
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
