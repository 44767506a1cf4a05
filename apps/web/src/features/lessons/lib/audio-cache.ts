/**
 * Lesson audio by key, fetched once and kept as a playable object URL (a lazily loaded cache).
 * The server says whether a file is a recording or synthesised (x-audio-source).
 */
export interface LoadedAudio {
  url: string;
  synthesised: boolean;
}

const cache = new Map<string, Promise<LoadedAudio>>();

export function audioUrl(key: string): string {
  return `/audio/${encodeURIComponent(key)}`;
}

export function loadAudio(key: string): Promise<LoadedAudio> {
  let entry = cache.get(key);
  if (!entry) {
    entry = fetch(audioUrl(key)).then(async (response) => {
      if (!response.ok) throw new Error(`audio ${key}: ${response.status}`);
      const synthesised = response.headers.get('x-audio-source') === 'synthesised';
      const blob = await response.blob();
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : audioUrl(key);
      return { url, synthesised };
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
