import { encodeWav, PRONUNCIATION_SAMPLE_RATE_HZ } from '@hadal/domain';
import { registerBundles } from '@/modules/content/content.registry';
import { fixtureLesson } from '@/modules/lessons/lessons.fixtures';
import type { TestContext } from '@test/helpers/test-app';

/** A lesson with two pronunciation exercises (one with a northern word) and a question. */
export const SPEAKING_LESSON = fixtureLesson('speaking-a1', {
  exercises: [
    {
      id: 'say1',
      type: 'pronunciation',
      question: 'Say this out loud.',
      tts_text: 'Waxaan cunaa bariis.',
      correct_answer: 'Waxaan cunaa bariis.',
      translation: 'I eat rice.',
    },
    {
      id: 'say2',
      type: 'pronunciation',
      question: 'Say this out loud.',
      tts_text: 'Gabadh',
      correct_answer: 'Gabadh',
      translation: 'girl',
    },
    { id: 'q1', type: 'multiple_choice', question: 'biyo?', options: ['water', 'milk'], correct_answer: 'water' },
  ],
});

/** Registers the speaking lesson in a bundle whose dialect table accepts gabar for gabadh. */
export async function registerSpeakingLesson(ctx: TestContext) {
  await registerBundles(ctx.db, [
    {
      dir: 'speaking',
      name: 'speaking',
      manifestFile: 'speaking/bundle.json',
      manifest: { bundle_id: 'speaking', name: 'Speaking', version: 1, description: 'Pronunciation tests' },
      manifestErrors: [],
      dialect: [{ standard: 'gabadh', southern: 'gabar', english: 'girl' }],
      lessons: [{ file: 'speaking/speaking-a1.json', lesson: SPEAKING_LESSON, errors: [] }],
    },
  ]);
  await ctx.services.content.activate('speaking', 1);
}

/** A mono 16 kHz WAV of `seconds` of a quiet tone. */
export function toneWav(seconds = 1): Buffer {
  const n = Math.round(seconds * PRONUNCIATION_SAMPLE_RATE_HZ);
  const samples = new Float32Array(n).map(
    (_, i) => 0.2 * Math.sin((2 * Math.PI * 220 * i) / PRONUNCIATION_SAMPLE_RATE_HZ),
  );
  return Buffer.from(encodeWav(samples, PRONUNCIATION_SAMPLE_RATE_HZ));
}

const BOUNDARY = '----hadal-test-boundary';

/** A multipart body as a browser sends it: user_audio as response.wav plus text fields. */
export function multipartBody(fields: Record<string, string>, audio?: Buffer, audioType = 'audio/wav'): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (audio) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="user_audio"; filename="response.wav"\r\nContent-Type: ${audioType}\r\n\r\n`,
      ),
      audio,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** POST /api/check-pronunciation with a recording. */
export function checkPronunciation(
  ctx: TestContext,
  headers: Record<string, string>,
  fields: Record<string, string>,
  audio?: Buffer,
  audioType?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/check-pronunciation',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(fields, audio, audioType),
  });
}

export const sayFields = (exerciseId = 'say1') => ({ lesson_id: 'speaking-a1', exercise_id: exerciseId });
