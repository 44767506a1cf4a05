import { useEffect } from 'react';
import { playAudio } from '@/features/lessons/lib/audio-cache';

/**
 * Plays an exercise's audio as it opens (listening and dictation, when the learner's setting allows),
 * and stops it when the exercise closes. The lesson was opened by a click, so the browser allows
 * play(); when it refuses anyway, or the file fails, the sound button is still there: nothing is said.
 */
export function useAutoplay(audioKey: string | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !audioKey) return;
    const controller = new AbortController();
    playAudio(audioKey, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [audioKey, enabled]);
}
