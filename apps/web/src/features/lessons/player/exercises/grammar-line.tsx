import { chipWords, isWordChipLine } from '@hadal/domain';

/** A grammar display line: word chips when it is only letters, commas and spaces. */
export function GrammarLine({ text }: { text: string }) {
  if (isWordChipLine(text)) {
    return (
      <span className="flex flex-wrap gap-1.5" data-testid="word-chips">
        {chipWords(text).map((w, i) => (
          <span
            key={`${w}-${i}`}
            className="rounded-full bg-ocean-50 px-2.5 py-0.5 text-sm font-semibold text-ocean-800"
            lang="so"
          >
            {w}
          </span>
        ))}
      </span>
    );
  }
  return <span className="font-semibold text-ink-900">{text}</span>;
}
