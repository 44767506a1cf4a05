import { SAMPLE_VOCABULARY_PANEL_MAX_ITEMS, type SampleVocabularyItem } from '@hadal/domain';
import { Volume2 } from 'lucide-react';

export interface VocabularyPanelProps {
  items: readonly SampleVocabularyItem[];
}

/** "Key vocabulary" of the sample lesson: at most 6 pairs. Its play buttons do nothing in the sample (spec 01 §1). */
export function VocabularyPanel({ items }: VocabularyPanelProps) {
  return (
    <section aria-labelledby="sample-vocabulary-title" className="rounded-card bg-ocean-50 p-4">
      <h4 id="sample-vocabulary-title" className="font-sans text-base font-bold text-ink-900">
        Key vocabulary
      </h4>
      <ul className="mt-3 divide-y divide-ocean-100">
        {items.slice(0, SAMPLE_VOCABULARY_PANEL_MAX_ITEMS).map((item) => (
          <li key={item.somali} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span lang="so" className="block font-semibold text-ink-900">
                {item.somali}
              </span>
              <span className="text-sm text-ink-700">{item.english}</span>
            </span>
            <button
              type="button"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ocean-700 hover:bg-ocean-100"
              aria-label={`Play ${item.somali}`}
              title="Audio plays in the full lessons"
              onClick={() => undefined}
            >
              <Volume2 aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
