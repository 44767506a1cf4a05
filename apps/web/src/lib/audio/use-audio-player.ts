import { useEffect, useRef, useState } from 'react';
import { fetchLessonAudio } from './lesson-audio';

/**
 * Fetches an audio file (lesson audio as this learner hears it: lesson-audio.ts) and returns an
 * object URL for it; `onResponse` sees the answer's headers.
 */
export async function fetchAudioObjectUrl(path: string, onResponse?: (response: Response) => void): Promise<string> {
  const response = await fetchLessonAudio(path);
  if (!response.ok) throw new Error(`audio ${path}: ${response.status}`);
  onResponse?.(response);
  return URL.createObjectURL(await response.blob());
}

/**
 * Plays audio loaded once by `load` (an object URL, released when the component goes away);
 * failures are only logged (spec 02 §8). `playing` is true while it loads and plays.
 */
export function useAudioPlayer(load: () => Promise<string>) {
  const [playing, setPlaying] = useState(false);
  const objectUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );
  async function play() {
    setPlaying(true);
    try {
      objectUrl.current ??= await load();
      await new Audio(objectUrl.current).play();
    } catch (error) {
      console.warn('Audio playback failed', error);
    } finally {
      setPlaying(false);
    }
  }
  return { playing, play };
}
