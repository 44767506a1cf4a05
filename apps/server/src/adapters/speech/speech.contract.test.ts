import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeWav } from '@hadal/domain';
import { startFakeSpeechServer } from '@test/helpers/fake-speech-server';
import { createAzureSpeech } from './azure.speech';
import { createOpenAiSpeech } from './openai.speech';
import { createWhisperCppSpeech } from './whisper-cpp.speech';

const WAV = encodeWav(new Float32Array(1600).fill(0.1), 16_000);
const fake = await startFakeSpeechServer({ apiKey: 'sk-test', azureKey: 'azure-key' });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI-compatible transcriptions', () => {
  const speech = (o: { apiKey?: string; timeoutMs?: number } = {}) =>
    createOpenAiSpeech({ baseUrl: fake.url, apiKey: 'sk-test', thirdParty: true, ...o });

  it('POSTs the WAV as multipart with model, language so and the bearer key, and returns the text', async () => {
    fake.next({ text: ' Mahadsanid. ' });
    await expect(speech().transcribe(WAV)).resolves.toBe('Mahadsanid.');
    const req = fake.seen[0]!;
    expect(req.url).toBe('/v1/audio/transcriptions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.fields).toMatchObject({ model: 'whisper-1', language: 'so', response_format: 'json' });
    expect(req.fileName).toBe('response.wav');
    expect(req.fileType).toBe('audio/wav');
    expect(req.audio?.equals(Buffer.from(WAV))).toBe(true);
  });

  it('accepts a base URL that already ends in /v1 and a configured model', async () => {
    fake.next({ text: 'Nabad' });
    const s = createOpenAiSpeech({
      baseUrl: `${fake.url}/v1/`,
      apiKey: 'sk-test',
      model: 'somali-whisper',
      thirdParty: false,
    });
    await expect(s.transcribe(WAV)).resolves.toBe('Nabad');
    expect(fake.seen[0]!.fields.model).toBe('somali-whisper');
    expect(s.thirdParty).toBe(false);
  });

  it('does not retry a refused key', async () => {
    await expect(speech({ apiKey: 'wrong' }).transcribe(WAV)).rejects.toThrow('answered 401');
    expect(fake.seen).toHaveLength(1);
  });

  it('retries once after a server error or a busy answer, then succeeds', async () => {
    fake.next({ status: 503 }, { text: 'Haa' });
    await expect(speech().transcribe(WAV)).resolves.toBe('Haa');
    expect(fake.seen).toHaveLength(2);
  });

  it('gives up after the retry', async () => {
    fake.always({ status: 500 });
    await expect(speech().transcribe(WAV)).rejects.toThrow('answered 500');
    expect(fake.seen).toHaveLength(2);
  });

  it('times out a provider that does not answer, and retries once', async () => {
    fake.always({ hangMs: 400 });
    await expect(speech({ timeoutMs: 100 }).transcribe(WAV)).rejects.toThrow('did not answer within 100 ms');
    expect(fake.seen).toHaveLength(2);
  });

  it('refuses an answer without a text', async () => {
    fake.next({ garbage: true });
    await expect(speech().transcribe(WAV)).rejects.toThrow('without a text');
  });

  it('reports an unreachable provider', async () => {
    const s = createOpenAiSpeech({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', thirdParty: true });
    await expect(s.transcribe(WAV)).rejects.toThrow('unreachable');
  });
});

describe('whisper.cpp server', () => {
  it('POSTs the WAV to /inference with language so and json output, and returns the text', async () => {
    fake.next({ text: ' Iska warran? ' });
    const s = createWhisperCppSpeech({ baseUrl: fake.url, apiKey: 'sk-test', thirdParty: false });
    await expect(s.transcribe(WAV)).resolves.toBe('Iska warran?');
    const req = fake.seen[0]!;
    expect(req.url).toBe('/inference');
    expect(req.fields).toMatchObject({ language: 'so', response_format: 'json', temperature: '0.0' });
    expect(req.audio?.equals(Buffer.from(WAV))).toBe(true);
    expect(s.provider).toBe('whisper-cpp');
  });

  it('retries a failing server once and reports the error', async () => {
    fake.always({ status: 500, body: { error: 'failed to process audio' } });
    const s = createWhisperCppSpeech({ baseUrl: fake.url, apiKey: 'sk-test', thirdParty: false });
    await expect(s.transcribe(WAV)).rejects.toThrow('The whisper.cpp server answered 500');
    expect(fake.seen).toHaveLength(2);
  });
});

describe('Azure Speech so-SO', () => {
  const endpoint = () => `${fake.url}/speech/recognition/conversation/cognitiveservices/v1`;
  const speech = (key = 'azure-key') =>
    createAzureSpeech({ key, region: 'westeurope', endpoint: endpoint(), thirdParty: true });

  it('POSTs the raw WAV with the subscription key, language so-SO and the PCM content type', async () => {
    fake.next({ text: 'Waan ku jeclahay.' });
    await expect(speech().transcribe(WAV)).resolves.toBe('Waan ku jeclahay.');
    const req = fake.seen[0]!;
    expect(req.url).toBe('/speech/recognition/conversation/cognitiveservices/v1?language=so-SO&format=simple');
    expect(req.headers['ocp-apim-subscription-key']).toBe('azure-key');
    expect(req.headers['content-type']).toBe('audio/wav; codecs=audio/pcm; samplerate=16000');
    expect(req.audio?.equals(Buffer.from(WAV))).toBe(true);
  });

  it('hears nothing on NoMatch, and fails on another status', async () => {
    fake.next({ status: 200, body: { RecognitionStatus: 'NoMatch' } });
    await expect(speech().transcribe(WAV)).resolves.toBe('');
    fake.next({ status: 200, body: { RecognitionStatus: 'Error' } });
    await expect(speech().transcribe(WAV)).rejects.toThrow('could not recognise');
  });

  it('does not retry a refused key', async () => {
    await expect(speech('wrong').transcribe(WAV)).rejects.toThrow('Azure Speech answered 401');
    expect(fake.seen).toHaveLength(1);
  });
});
