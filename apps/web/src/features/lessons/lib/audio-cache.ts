import { getAccessToken } from '@/lib/api-session';

/**
 * Lesson audio by key, fetched once and kept as a playable object URL (a lazily loaded cache).
 * The server says whether a file is a recording or synthesised (x-audio-source), and who recorded
 * a family recording (x-recorded-by). Signed in, it comes from /api/audio with the token (the
 * learner's family recording where a parent made one), else, or when that fails, from /audio.
 * (lib/audio/lesson-audio.ts does the same for the other screens; this copy is the smallest, for
 * the player's budget.)
 */
export interface LoadedAudio {
  url: string;
  synthesised: boolean;
  /** The family member who recorded it, percent-encoded; null for the course voice. */
  by: string | null;
}

const cache = new Map<string, Promise<LoadedAudio>>();

export function audioUrl(key: string): string {
  return `/audio/${encodeURIComponent(key)}`;
}

export function loadAudio(key: string): Promise<LoadedAudio> {
  let entry = cache.get(key);
  if (!entry) {
    const token = getAccessToken();
    entry = (
      token ? fetch(`/api${audioUrl(key)}`, { headers: { Authorization: `Bearer ${token}` } }) : fetch(audioUrl(key))
    )
      .then((response) => (response.ok ? response : fetch(audioUrl(key))))
      .then(async (response) => {
        if (!response.ok) throw new Error(`audio ${key}: ${response.status}`);
        const headers = response.headers;
        const blob = await response.blob();
        const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : audioUrl(key);
        return { url, synthesised: headers.get('x-audio-source') === 'synthesised', by: headers.get('x-recorded-by') };
      });
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** Plays the audio; an abort before it starts keeps it silent, an abort while it plays pauses it. */
export async function playAudio(key: string, signal?: AbortSignal): Promise<LoadedAudio> {
  const loaded = await loadAudio(key);
  signal?.throwIfAborted();
  const audio = new Audio(loaded.url);
  signal?.addEventListener('abort', () => audio.pause(), { once: true });
  await audio.play();
  return loaded;
}
