import type { HistoryEntry } from '@hadal/domain';

const LABELS: Record<HistoryEntry['feedback'], string> = {
  correct: 'Correct',
  close: 'Close',
  incorrect: 'Incorrect',
  skip: 'Skipped',
};

/** 'Previous Steps': each step's response, the expected response and the feedback, newest first. */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  if (!history.length) return null;
  return (
    <section aria-labelledby="previous-steps" className="space-y-2">
      <h2 id="previous-steps" className="text-lg font-semibold text-ink-900">
        Previous Steps
      </h2>
      <ol className="space-y-2">
        {history.map((h, i) => (
          <li
            key={`${h.step}-${history.length - i}`}
            className="rounded-control border border-sand-200 bg-white p-3 text-sm"
          >
            <p lang="so" className="text-ink-700">
              {h.step_data.somali_text}
            </p>
            <p>
              <span className="font-semibold">Your response:</span> {h.user_response || '(compared by ear)'}
            </p>
            <p>
              <span className="font-semibold">Expected:</span> <span lang="so">{h.expected_response}</span>
            </p>
            <p>
              <span className="font-semibold">Feedback:</span> {LABELS[h.feedback]}
              {h.feedback_message && h.feedback !== 'skip' ? ` – ${h.feedback_message}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
