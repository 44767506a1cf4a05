import { encodeWav, PRONUNCIATION_SAMPLE_RATE_HZ } from '@hadal/domain';

/**
 * The browser's recording (MediaRecorder: WebM/Opus in Chromium) as the mono 16 kHz 16-bit WAV
 * the server and speech recognisers expect: decoded by Web Audio, mixed down and resampled by an
 * OfflineAudioContext, written by the domain's WAV encoder.
 */
export async function toMono16kWav(recorded: Blob): Promise<Blob> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await recorded.arrayBuffer());
  } finally {
    void decoder.close();
  }
  const length = Math.max(1, Math.ceil(decoded.duration * PRONUNCIATION_SAMPLE_RATE_HZ));
  const offline = new OfflineAudioContext(1, length, PRONUNCIATION_SAMPLE_RATE_HZ);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const wav = encodeWav(rendered.getChannelData(0), PRONUNCIATION_SAMPLE_RATE_HZ);
  return new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
}

/** Root mean square of a time-domain frame, scaled to 0..1 for the level meter. */
export function levelOf(frame: Float32Array): number {
  let sum = 0;
  for (const v of frame) sum += v * v;
  const rms = Math.sqrt(sum / Math.max(1, frame.length));
  return Math.min(1, rms * 4);
}
