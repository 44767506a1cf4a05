import type { ComponentType, ReactNode } from 'react';
import type { PronunciationResult } from '@hadal/domain';

/**
 * What the lesson player hands the recorder of a pronunciation exercise. The recorder lives in
 * its own feature; the app passes it to LessonPlayerPage (features never import each other).
 */
export interface PronunciationSlotProps {
  lessonId: string;
  exerciseId: string;
  expectedText: string;
  /** The play button of the reference audio. */
  reference: ReactNode;
  /** Feedback is shown. */
  answered: boolean;
  /** The footer's Check Answer: an action once a recording exists, else null. */
  onReady: (check: (() => void) | null) => void;
  onResult: (result: PronunciationResult) => void;
  onRetry: () => void;
}

export type PronunciationSlot = ComponentType<PronunciationSlotProps>;
