/**
 * RIFF/WAVE: reading the header of an upload (format, channels, rate, duration) and writing the
 * 16-bit PCM WAV the browser records. Pure: bytes in, values out.
 */

export interface WavInfo {
  /** 1 = PCM, 3 = IEEE float, 0xFFFE = extensible. */
  audioFormat: number;
  channels: number;
  sampleRateHz: number;
  bitsPerSample: number;
  /** Bytes of sound in the data chunk (as far as the file holds them). */
  dataBytes: number;
  durationS: number;
}

export type WavProblem = 'not-wav' | 'empty';

const WAV_FORMATS = new Set([1, 3, 0xfffe]);

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The header of a WAV file, or the reason it is not one Hadal can read. */
export function readWavInfo(bytes: Uint8Array): WavInfo | WavProblem {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return 'not-wav';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: Omit<WavInfo, 'dataBytes' | 'durationS'> | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return 'not-wav';
      fmt = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRateHz: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
      const blockAlign = view.getUint16(body + 12, true);
      const sane =
        WAV_FORMATS.has(fmt.audioFormat) &&
        fmt.channels >= 1 &&
        fmt.channels <= 8 &&
        fmt.sampleRateHz >= 4_000 &&
        fmt.sampleRateHz <= 192_000 &&
        [8, 16, 24, 32].includes(fmt.bitsPerSample) &&
        blockAlign === (fmt.channels * fmt.bitsPerSample) / 8;
      if (!sane) return 'not-wav';
    } else if (id === 'data') {
      if (!fmt) return 'not-wav';
      // A streamed recording may carry 0 or 0xFFFFFFFF here: the file's end bounds the sound.
      const dataBytes = Math.min(size, bytes.length - body);
      if (dataBytes <= 0) return 'empty';
      const bytesPerSecond = (fmt.sampleRateHz * fmt.channels * fmt.bitsPerSample) / 8;
      return { ...fmt, dataBytes, durationS: dataBytes / bytesPerSecond };
    }
    at = body + size + (size % 2);
  }
  return fmt ? 'empty' : 'not-wav';
}

/** A mono 16-bit PCM WAV of `samples` (floats in -1..1, clipped) at `sampleRateHz`. */
export function encodeWav(samples: Float32Array, sampleRateHz: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) out[at + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRateHz, true);
  view.setUint32(28, sampleRateHz * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return out;
}
