import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from './espeak.tts';

describe('eSpeak NG text-to-speech', () => {
  const tts = createEspeakTts();
  afterAll(() => tts.close());

  it('speaks Somali as a playable WAV, from a separate worker process', async () => {
    const wav = await tts.synthesize('Soo dhawoow, Cali!');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    // Half a second of 16-bit audio at 22 kHz, at least.
    expect(wav.length).toBeGreaterThan(22_050);
  });

  it('serves requests one after another and refuses a text with nothing to say', async () => {
    const [a, b] = await Promise.all([tts.synthesize('Nabad'), tts.synthesize("Su'aal")]);
    expect(a.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(b.subarray(0, 4).toString('latin1')).toBe('RIFF');
    await expect(tts.synthesize('?!')).rejects.toThrow('nothing to say');
  });
});
