import { somaliWords } from '@hadal/content-tools';
import type { StoryDetail, StoryWord } from '@hadal/domain';

/**
 * A line's words as the reader shows them: each whitespace-separated token as written (its
 * punctuation kept), with the story's gloss of the word when it has one. The words are matched
 * as the content check matches glossary entries (somaliWords: lowercase, punctuation removed).
 */
export function lineWords(somali: string, glossary: ReadonlyMap<string, string>): StoryWord[] {
  return somali
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((text) => {
      const key = somaliWords(text).join(' ');
      return { text, gloss: key ? (glossary.get(key) ?? null) : null };
    });
}

/** The glossary of a story by its words as somaliWords writes them. */
export function glossaryOf(story: Pick<StoryDetail, 'glossary'>): Map<string, string> {
  const map = new Map<string, string>();
  for (const g of story.glossary) {
    const key = somaliWords(g.somali).join(' ');
    if (key && !map.has(key)) map.set(key, g.english);
  }
  return map;
}
