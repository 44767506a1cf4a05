import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { HttpError } from '@/lib/errors';

/** What a recording from a browser becomes: one compact file every supported browser plays. */
export interface ProcessedAudio {
  /** MP3, mono, 44.1 kHz, 64 kbit/s: Chromium, Firefox and Safari (macOS and iOS) all play it. */
  data: Buffer;
  contentType: 'audio/mpeg';
  /** Length after trimming, in milliseconds. */
  durationMs: number;
}

export interface AudioPipeline {
  /**
   * Decodes a WAV or WebM/Ogg Opus recording, checks it holds speech, trims its leading and
   * trailing silence, normalises its loudness (EBU R128, -16 LUFS) and encodes it as MP3.
   * Bad or silent audio answers 422 (unknown container 415); nothing is written anywhere.
   */
  process(input: Buffer): Promise<ProcessedAudio>;
}

export const VOICE_AUDIO_MESSAGES = {
  unsupported: 'The recording must be WAV, or WebM/Ogg with Opus.',
  unreadable: 'The recording could not be read as audio.',
  silent: 'The recording is silent: nothing was heard. Check the microphone and record again.',
  tooShort: 'The recording is too short: say the word, then stop.',
  tooLong: (seconds: number) => `The recording is too long: at most ${seconds} seconds of speech.`,
} as const;

/** Target loudness (integrated, LUFS), true peak (dBTP) and range (LU): spoken-word levels. */
export const LOUDNESS_TARGET = { I: -16, TP: -1.5, LRA: 11 } as const;
/** Quieter than this (dBFS) is silence: the start and end are trimmed to the first and last louder sound. */
export const SILENCE_THRESHOLD_DB = -40;
/** A recording whose loudest sample stays below this (dBFS) holds no speech. */
export const SILENT_PEAK_DB = -45;
export const MIN_SPEECH_MS = 150;
export const MAX_SPEECH_SECONDS = 20;

/** The container, from the first bytes: RIFF/WAVE, Matroska/WebM (EBML) or Ogg. */
export function sniffContainer(data: Buffer): 'wav' | 'webm' | 'ogg' | null {
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WAVE')
    return 'wav';
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (data.length >= 4 && data.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** The ffmpeg binary shipped inside the @ffmpeg-installer package for this platform. */
export function bundledFfmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs ffmpeg with `input` on stdin; stdout and stderr collected in memory (nothing touches disk). */
export function runFfmpeg(ffmpeg: string, args: string[], input: Buffer): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // ffmpeg may stop reading early (a bad header): its closed stdin is not our error.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin.end(input);
  });
}

/** Leading silence removed, the clip reversed, leading (= trailing) silence removed, reversed back. */
const TRIM = [
  `silenceremove=start_periods=1:start_threshold=${SILENCE_THRESHOLD_DB}dB:start_duration=0.02`,
  'areverse',
  `silenceremove=start_periods=1:start_threshold=${SILENCE_THRESHOLD_DB}dB:start_duration=0.02`,
  'areverse',
].join(',');
const MONO = 'aformat=sample_fmts=fltp:channel_layouts=mono';

interface Measured {
  peakDb: number;
  samples: number;
  loudness: { input_i: string; input_tp: string; input_lra: string; input_thresh: string; target_offset: string };
}

function parseMeasure(stderr: string): Measured | null {
  const peak = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  const samples = /n_samples:\s*(\d+)/.exec(stderr);
  const json = /\{\s*"input_i"[\s\S]*?\}/.exec(stderr);
  if (!peak || !samples || !json) return null;
  return {
    peakDb: peak[1] === '-inf' ? -Infinity : Number(peak[1]),
    samples: Number(samples[1]),
    loudness: JSON.parse(json[0]) as Measured['loudness'],
  };
}

/**
 * The pipeline on ffmpeg (4.1, with libmp3lame, loudnorm and silenceremove): one pass measures
 * the trimmed speech (peak, length, loudness by loudnorm's EBU R128 meter), a second applies the
 * gain that brings it to the target, limits its peaks and encodes.
 */
export function createAudioPipeline(ffmpeg: string = bundledFfmpegPath()): AudioPipeline {
  return {
    async process(input) {
      if (!sniffContainer(input)) throw new HttpError(415, VOICE_AUDIO_MESSAGES.unsupported);
      const rate = 44_100;
      const measure = await runFfmpeg(
        ffmpeg,
        [
          '-i',
          'pipe:0',
          '-af',
          `${MONO},aresample=${rate},${TRIM},volumedetect,loudnorm=I=${LOUDNESS_TARGET.I}:TP=${LOUDNESS_TARGET.TP}:LRA=${LOUDNESS_TARGET.LRA}:print_format=json`,
          '-f',
          'null',
          '-',
        ],
        input,
      );
      if (measure.code !== 0) {
        // A clip that is silence from end to end leaves nothing after trimming: some filters then fail.
        if (/Stream #0:0: Audio/.test(measure.stderr) && !/Invalid data|could not find codec/i.test(measure.stderr))
          throw new HttpError(422, VOICE_AUDIO_MESSAGES.silent);
        throw new HttpError(422, VOICE_AUDIO_MESSAGES.unreadable);
      }
      if (!/Stream #0:0: Audio/.test(measure.stderr)) throw new HttpError(422, VOICE_AUDIO_MESSAGES.unreadable);
      const measured = parseMeasure(measure.stderr);
      if (!measured || measured.samples === 0 || measured.peakDb < SILENT_PEAK_DB)
        throw new HttpError(422, VOICE_AUDIO_MESSAGES.silent);
      const durationMs = Math.round((measured.samples / rate) * 1000);
      if (durationMs < MIN_SPEECH_MS) throw new HttpError(422, VOICE_AUDIO_MESSAGES.tooShort);
      if (durationMs > MAX_SPEECH_SECONDS * 1000)
        throw new HttpError(422, VOICE_AUDIO_MESSAGES.tooLong(MAX_SPEECH_SECONDS));
      // loudnorm's own second pass leaves clips under 3 s (most words) as they were: the gain is
      // applied here instead, as its linear mode would, with a limiter holding the true peak.
      const inputI = Number(measured.loudness.input_i);
      if (!Number.isFinite(inputI)) throw new HttpError(422, VOICE_AUDIO_MESSAGES.silent);
      const gainDb = (LOUDNESS_TARGET.I - inputI).toFixed(2);
      const ceiling = (10 ** (LOUDNESS_TARGET.TP / 20)).toFixed(4);
      const level = `volume=${gainDb}dB,alimiter=limit=${ceiling}:level=false`;
      const encode = await runFfmpeg(
        ffmpeg,
        [
          '-i',
          'pipe:0',
          '-af',
          `${MONO},aresample=${rate},${TRIM},${level}`,
          '-map_metadata',
          '-1',
          '-c:a',
          'libmp3lame',
          '-b:a',
          '64k',
          '-ac',
          '1',
          '-ar',
          String(rate),
          '-f',
          'mp3',
          'pipe:1',
        ],
        input,
      );
      if (encode.code !== 0 || encode.stdout.length === 0) throw new HttpError(422, VOICE_AUDIO_MESSAGES.unreadable);
      return { data: encode.stdout, contentType: 'audio/mpeg', durationMs };
    },
  };
}
