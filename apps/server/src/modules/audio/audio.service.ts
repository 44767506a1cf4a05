import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioStore } from '@/adapters/storage/audio-store';
import type { TtsProvider } from '@/adapters/tts/tts';
import type { ContentService } from '@/modules/content';

export const AUDIO_FILE_PATTERN = /^[a-z0-9_]+\.wav$/;
const WAV = '.wav';

/**
 * The name rule of spec 02 §7 taken literally ("a - b" → "a__b.wav", "Nabad " → "nabad_.wav")
 * can leave doubled or edge underscores where audioKeyFor writes one or none: read it as audioKeyFor does.
 */
export function canonicalAudioFile(file: string): string {
  const stem = file.slice(0, -WAV.length).replace(/_+/g, '_').replace(/^_|_$/g, '');
  return `${stem}${WAV}`;
}
export const IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(png|jpe?g|webp|gif|svg)$/;
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export interface AudioFile {
  data: Buffer;
  /** `recording`: the bundle's own; `native`: an approved voice-studio recording; else the computer voice. */
  source: 'recording' | 'native' | 'synthesised';
  contentType: 'audio/wav' | 'audio/mpeg';
}

export interface AudioService {
  /** The audio for a key: the bundle's recording, else stored or freshly synthesised speech; null when unknown. */
  get(file: string): Promise<AudioFile | null>;
  /** The audio keys the active bundle ships its own recording of (native already). */
  bundleRecordings(): Promise<Set<string>>;
  /** A lesson image of the active bundle, or null. */
  image(file: string): Promise<{ data: Buffer; contentType: string } | null>;
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw e;
  }
}

/**
 * Lesson audio: a native recording in content/bundles/<id>/audio/ always wins, then an approved
 * voice-studio recording; otherwise the key
 * is looked up in the active bundle's key → Somali text index, synthesised once, kept in the
 * audio store under the voice's id, and served from the store after that.
 */
export function createAudioService(deps: {
  content: ContentService;
  store: AudioStore;
  tts: TtsProvider;
  /**
   * Where Somali text for a key stem the bundle index lacks is found, asked in turn: a dynamic
   * lesson's line, a learner's review answer (which the server itself took from a bundle, an
   * earlier version say). Never text a client wrote.
   */
  extraTexts?: readonly ((stem: string) => Promise<string | undefined>)[];
  /** The approved voice-studio recording (MP3) of one of these names, heard before the computer voice. */
  native?: (names: string[]) => Promise<Buffer | null>;
}): AudioService {
  const { content, store, tts, extraTexts = [], native } = deps;
  async function extraText(stem: string): Promise<string | undefined> {
    for (const find of extraTexts) {
      const text = await find(stem);
      if (text != null) return text;
    }
    return undefined;
  }
  const inFlight = new Map<string, Promise<Buffer>>();
  const recordingsBySnapshot = new WeakMap<object, Promise<Set<string>>>();

  async function synthesiseOnce(storeKey: string, text: string): Promise<Buffer> {
    const running = inFlight.get(storeKey);
    if (running) return running;
    const job = (async () => {
      const wav = await tts.synthesize(text);
      await store.put(storeKey, wav, 'audio/wav');
      return wav;
    })().finally(() => inFlight.delete(storeKey));
    inFlight.set(storeKey, job);
    return job;
  }

  return {
    async get(file) {
      if (!AUDIO_FILE_PATTERN.test(file)) return null;
      const names = [...new Set([file, canonicalAudioFile(file)])].filter((n) => AUDIO_FILE_PATTERN.test(n));
      const bundle = await content.activeBundle();
      if (bundle.bundle_id) {
        for (const name of names) {
          const recording = await readIfExists(
            path.join(content.contentDir, 'bundles', bundle.bundle_id, 'audio', name),
          );
          if (recording) return { data: recording, source: 'recording', contentType: 'audio/wav' };
        }
      }
      const studio = native ? await native(names) : null;
      if (studio) return { data: studio, source: 'native', contentType: 'audio/mpeg' };
      for (const name of names) {
        const text = (await content.audioText(name)) ?? (await extraText(name.slice(0, -WAV.length)));
        if (text === undefined) continue;
        const storeKey = `${tts.id}/${name}`;
        const stored = await store.get(storeKey);
        if (stored) return { data: stored, source: 'synthesised', contentType: 'audio/wav' };
        return { data: await synthesiseOnce(storeKey, text), source: 'synthesised', contentType: 'audio/wav' };
      }
      return null;
    },
    async bundleRecordings() {
      const bundle = await content.activeBundle();
      const bundleId = bundle.bundle_id;
      if (!bundleId) return new Set<string>();
      // Read once per bundle snapshot: a bundle's files do not change while it is active.
      let names = recordingsBySnapshot.get(bundle.lessons);
      if (!names) {
        names = readdir(path.join(content.contentDir, 'bundles', bundleId, 'audio')).then(
          (files) => new Set(files.filter((n) => AUDIO_FILE_PATTERN.test(n)).map(canonicalAudioFile)),
          (e: NodeJS.ErrnoException) => {
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return new Set<string>();
            throw e;
          },
        );
        recordingsBySnapshot.set(bundle.lessons, names);
      }
      return names;
    },
    async image(file) {
      const match = IMAGE_FILE_PATTERN.exec(file);
      if (!match || file.includes('..')) return null;
      const bundle = await content.activeBundle();
      if (!bundle.bundle_id) return null;
      const data = await readIfExists(path.join(content.contentDir, 'bundles', bundle.bundle_id, 'images', file));
      return data ? { data, contentType: IMAGE_CONTENT_TYPES[match[1]!.toLowerCase()]! } : null;
    },
  };
}
