/**
 * The lessons a placement skips (docs/learning.md, "Placement"): every lesson of the passed levels,
 * never the literacy track for a learner placed in it; reopening a level opens them again.
 */
import { PLACEMENT_LEVELS, type PlacementLevel } from './question-bank';

const levelIndex = (level: PlacementLevel) => PLACEMENT_LEVELS.indexOf(level);

export interface PlacementLessonRef {
  stable_id: string;
  cefr_level: string;
  track?: string | null;
}

/**
 * The lessons a placement marks skipped-by-placement (no XP): every lesson of a passed level, but
 * never a literacy-track lesson for a learner placed in the literacy track.
 */
export function lessonsSkippedByPlacement(
  lessons: readonly PlacementLessonRef[],
  masteredLevel: PlacementLevel | null,
  options: { literacy?: boolean } = {},
): string[] {
  if (!masteredLevel) return [];
  const upTo = levelIndex(masteredLevel);
  return lessons
    .filter((l) => {
      const i = PLACEMENT_LEVELS.indexOf(l.cefr_level as PlacementLevel);
      return i >= 0 && i <= upTo && !(options.literacy && l.track === 'literacy');
    })
    .map((l) => l.stable_id);
}

/** The lessons of one level a placement skipped: reopening the level opens them again. */
export function lessonsOfPlacementLevel(lessons: readonly PlacementLessonRef[], level: PlacementLevel): string[] {
  return lessons.filter((l) => l.cefr_level === level).map((l) => l.stable_id);
}
