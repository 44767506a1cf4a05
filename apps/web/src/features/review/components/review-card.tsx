import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, XCircle } from 'lucide-react';
import {
  checkTypedAnswer,
  REVIEW_PROMPT,
  reviewTypedAnswerSchema,
  type ReviewItem,
  type ReviewTypedAnswer,
  type TypedAnswerCheck,
} from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RatingButtons } from './rating-buttons';
import { SoundButton } from './sound-button';

export interface ReviewCardProps {
  item: ReviewItem;
  /** Zero-based position in the session. */
  index: number;
  total: number;
  revealed: boolean;
  onReveal: () => void;
  onRate: (quality: number) => void;
  rating: boolean;
}

/**
 * One card (spec 02 §2): 'Question X of N • Review #{repetitions+1}', the English prompt, 'Think
 * of the Somali translation', Reveal Answer; then the answer, its sound and the four ratings.
 * The answer may also be typed: the course's answer checker then suggests a rating.
 */
export function ReviewCard({ item, index, total, revealed, onReveal, onRate, rating }: ReviewCardProps) {
  const [check, setCheck] = useState<TypedAnswerCheck | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const form = useForm<ReviewTypedAnswer>({
    resolver: zodResolver(reviewTypedAnswerSchema),
    defaultValues: { answer: '' },
  });

  useEffect(() => {
    if (revealed) answerRef.current?.focus();
  }, [revealed]);

  const submit = form.handleSubmit(({ answer }) => {
    setCheck(checkTypedAnswer(answer, item.answer));
    onReveal();
  });

  return (
    <article className="space-y-6 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-8">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-ink-700" data-testid="review-position">
          Question {index + 1} of {total} • Review #{item.repetitions + 1}
        </p>
        <ProgressBar
          value={index}
          max={total}
          label="Review progress"
          valueText={`Question ${index + 1} of ${total}`}
        />
      </div>

      <div className="space-y-2 text-center">
        <h2 className="font-display text-2xl font-bold text-ink-900 first-letter:uppercase sm:text-3xl">
          {item.question}
        </h2>
        <p className="text-ink-700">{REVIEW_PROMPT}</p>
      </div>

      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mx-auto flex max-w-md flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Input
          label="Your answer (optional)"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="so"
          readOnly={revealed}
          className="flex-1"
          error={form.formState.errors.answer?.message}
          {...form.register('answer')}
        />
        {!revealed ? (
          <Button type="submit" variant="outline" className="sm:mt-7">
            Check
          </Button>
        ) : null}
      </form>

      {!revealed ? (
        <div className="flex flex-col items-center gap-2">
          <Button size="lg" onClick={onReveal} aria-keyshortcuts="Space">
            Reveal Answer
          </Button>
          <p className="text-xs text-ink-500">
            Press <kbd className="rounded border border-ink-300 px-1">Space</kbd> to reveal
          </p>
        </div>
      ) : (
        <div className="space-y-5">
          <div
            ref={answerRef}
            tabIndex={-1}
            aria-live="polite"
            className="flex flex-col items-center gap-2 rounded-control bg-sand-50 p-4 text-center focus:outline-none"
          >
            {check ? <CheckResult check={check} /> : null}
            <div className="flex items-center gap-3">
              <p lang="so" className="font-display text-2xl font-bold text-ocean-800 sm:text-3xl">
                {item.answer}
              </p>
              <SoundButton text={item.answer} />
            </div>
          </div>
          <RatingButtons onRate={onRate} disabled={rating} suggested={check?.suggestedRating ?? null} />
          <p className="text-center text-xs text-ink-500">Press 1, 2, 3 or 4 to rate</p>
        </div>
      )}
    </article>
  );
}

function CheckResult({ check }: { check: TypedAnswerCheck }) {
  return check.correct ? (
    <p className="flex items-center gap-1.5 font-semibold text-success-700">
      <CheckCircle2 aria-hidden="true" className="size-5" /> Correct!
    </p>
  ) : (
    <p className="flex items-center gap-1.5 font-semibold text-danger-700">
      <XCircle aria-hidden="true" className="size-5" /> Not quite. The answer is:
    </p>
  );
}
