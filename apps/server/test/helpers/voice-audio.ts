import { bundledFfmpegPath, runFfmpeg } from '@/modules/audio/audio-pipeline';

/** A 16-bit mono PCM WAV: `silenceMs` of silence, `toneMs` of a sine at `amplitude` (0..1), silence again. */
export function toneWav({
  toneMs = 800,
  silenceMs = 500,
  amplitude = 0.1,
  frequency = 220,
  rate = 16_000,
}: { toneMs?: number; silenceMs?: number; amplitude?: number; frequency?: number; rate?: number } = {}): Buffer {
  const silence = Math.round((silenceMs / 1000) * rate);
  const tone = Math.round((toneMs / 1000) * rate);
  const samples = silence * 2 + tone;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < tone; i++) {
    const v = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * frequency * i) / rate));
    wav.writeInt16LE(v, 44 + (silence + i) * 2);
  }
  return wav;
}

/** A WebM/Opus clip made by ffmpeg itself, as MediaRecorder makes them: silence, a tone, silence. */
export async function toneWebm(): Promise<Buffer> {
  const made = await runFfmpeg(
    bundledFfmpegPath(),
    ['-f', 'wav', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
    toneWav({ rate: 48_000 }),
  );
  if (made.code !== 0) throw new Error(made.stderr);
  return made.stdout;
}

/** Loudness and length of a processed file, as ffmpeg's ebur128 and volumedetect filters read them. */
export async function measureAudio(data: Buffer): Promise<{ lufs: number; peakDb: number; seconds: number }> {
  const run = await runFfmpeg(
    bundledFfmpegPath(),
    ['-i', 'pipe:0', '-af', 'ebur128=peak=true,aformat=channel_layouts=mono,volumedetect', '-f', 'null', '-'],
    data,
  );
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const lufs = Number(/I:\s*(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const peakDb = Number(/max_volume:\s*(-?[\d.]+) dB/.exec(run.stderr)?.[1]);
  const samples = Number(/n_samples:\s*(\d+)/.exec(run.stderr)?.[1]);
  const rate = Number(/(\d+) Hz/.exec(run.stderr)?.[1]);
  return { lufs, peakDb, seconds: samples / rate };
}

const BOUNDARY = '----hadal-voice';
/** A multipart body with one file part `field`, as a browser's FormData sends it. */
export function audioForm(audio: Buffer, field = 'audio', type = 'audio/wav') {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="recording"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      audio,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
