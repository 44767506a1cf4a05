import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo } from './wav';

describe('WAV', () => {
  it('writes mono 16-bit PCM that reads back with its rate and duration', () => {
    const wav = encodeWav(new Float32Array(16_000), 16_000);
    expect(readWavInfo(wav)).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRateHz: 16_000,
      bitsPerSample: 16,
      dataBytes: 32_000,
      durationS: 1,
    });
  });

  it('reads back any length and rate it wrote', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4000 }), fc.constantFrom(8_000, 16_000, 44_100, 48_000), (n, rate) => {
        const info = readWavInfo(encodeWav(new Float32Array(n).fill(0.5), rate));
        if (n === 0) expect(info).toBe('empty');
        else expect(info).toMatchObject({ sampleRateHz: rate, dataBytes: n * 2, durationS: n / rate });
      }),
    );
  });

  it('clips samples outside -1..1', () => {
    const wav = encodeWav(Float32Array.from([2, -2]), 16_000);
    const view = new DataView(wav.buffer);
    expect([view.getInt16(44, true), view.getInt16(46, true)]).toEqual([32767, -32768]);
  });

  it('refuses what is not a WAV file', () => {
    expect(readWavInfo(new TextEncoder().encode('hello, this is not audio at all'))).toBe('not-wav');
    expect(readWavInfo(new Uint8Array(0))).toBe('not-wav');
    const bad = encodeWav(new Float32Array(10), 16_000);
    bad[34] = 7; // bits per sample
    expect(readWavInfo(bad)).toBe('not-wav');
  });

  it('never throws on arbitrary bytes, however they start', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (tail, riff) => {
        const head = riff ? new TextEncoder().encode('RIFF\0\0\0\0WAVE') : new Uint8Array(0);
        expect(() => readWavInfo(Uint8Array.from([...head, ...tail]))).not.toThrow();
      }),
    );
  });
});
