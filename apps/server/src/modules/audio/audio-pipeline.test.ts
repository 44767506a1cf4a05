import { describe, expect, it } from 'vitest';
import { measureAudio, toneWav, toneWebm } from '@test/helpers/voice-audio';
import { createAudioPipeline, LOUDNESS_TARGET, sniffContainer, VOICE_AUDIO_MESSAGES } from './audio-pipeline';

const pipeline = createAudioPipeline();

async function refused(input: Buffer) {
  try {
    await pipeline.process(input);
  } catch (e) {
    return e as { statusCode: number; message: string };
  }
  throw new Error('accepted');
}

describe('audio pipeline (ffmpeg)', () => {
  it('trims the silence around a WAV tone, normalises it to -16 LUFS and encodes MP3', async () => {
    // 0.5 s silence, 0.8 s quiet tone (-20 dBFS peak), 0.5 s silence.
    const out = await pipeline.process(toneWav({ toneMs: 800, silenceMs: 500, amplitude: 0.1 }));
    expect(out.contentType).toBe('audio/mpeg');
    // MP3 frame sync (or an ID3 tag) at the start.
    expect(out.data[0] === 0xff || out.data.toString('latin1', 0, 3) === 'ID3').toBe(true);
    expect(out.durationMs).toBeGreaterThan(750);
    expect(out.durationMs).toBeLessThan(850);
    const heard = await measureAudio(out.data);
    console.info(`pipeline output: ${heard.lufs} LUFS, peak ${heard.peakDb} dBFS, ${heard.seconds.toFixed(3)} s`);
    expect(Math.abs(heard.lufs - LOUDNESS_TARGET.I)).toBeLessThanOrEqual(1.5);
    expect(heard.peakDb).toBeLessThanOrEqual(0);
    // The 1.8 s input keeps only its 0.8 s of sound (MP3 adds at most a frame or two of padding).
    expect(heard.seconds).toBeGreaterThan(0.75);
    expect(heard.seconds).toBeLessThan(0.95);
  });

  it('brings a loud and a quiet recording to the same level', async () => {
    const loud = await measureAudio((await pipeline.process(toneWav({ amplitude: 0.9 }))).data);
    const quiet = await measureAudio((await pipeline.process(toneWav({ amplitude: 0.03 }))).data);
    expect(Math.abs(loud.lufs - quiet.lufs)).toBeLessThanOrEqual(1);
  });

  it('reads WebM/Opus as MediaRecorder makes it', async () => {
    const webm = await toneWebm();
    expect(sniffContainer(webm)).toBe('webm');
    const out = await pipeline.process(webm);
    const heard = await measureAudio(out.data);
    expect(Math.abs(heard.lufs - LOUDNESS_TARGET.I)).toBeLessThanOrEqual(1.5);
    expect(heard.seconds).toBeLessThan(1);
  });

  it('refuses pure silence, garbage bytes and unknown containers with clear answers', async () => {
    const silent = await refused(toneWav({ amplitude: 0 }));
    expect(silent).toMatchObject({ statusCode: 422, message: VOICE_AUDIO_MESSAGES.silent });
    const garbage = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'), Buffer.alloc(2_000, 0x5a)]);
    expect(await refused(garbage)).toMatchObject({ statusCode: 422, message: VOICE_AUDIO_MESSAGES.unreadable });
    expect(await refused(Buffer.from('not audio at all'))).toMatchObject({
      statusCode: 415,
      message: VOICE_AUDIO_MESSAGES.unsupported,
    });
    const brokenWebm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 7)]);
    expect((await refused(brokenWebm)).statusCode).toBe(422);
  });

  it('refuses a click too short to be a word, and a recording too long', async () => {
    expect(await refused(toneWav({ toneMs: 60 }))).toMatchObject({
      statusCode: 422,
      message: VOICE_AUDIO_MESSAGES.tooShort,
    });
    expect((await refused(toneWav({ toneMs: 21_000, silenceMs: 0 }))).statusCode).toBe(422);
  });
});
