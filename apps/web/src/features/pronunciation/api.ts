import {
  PRONUNCIATION_UPLOAD_FILENAME,
  pronunciationResultSchema,
  speechConfigSchema,
  type PronunciationResult,
  type SpeechConfig,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The pronunciation calls (spec 01 §7 POST /check-pronunciation, and GET /speech/config). */

export const pronunciationKeys = {
  config: ['speech', 'config'] as const,
};

/** GET /speech/config: whether recordings are checked by the server or by the self-check. */
export async function getSpeechConfig(): Promise<SpeechConfig> {
  return speechConfigSchema.parse(await api.get('/speech/config'));
}

/** POST /check-pronunciation, multipart: user_audio (response.wav), lesson_id, exercise_id. */
export async function checkPronunciation(input: {
  wav: Blob;
  lessonId: string;
  exerciseId: string;
}): Promise<PronunciationResult> {
  const form = new FormData();
  form.append('user_audio', input.wav, PRONUNCIATION_UPLOAD_FILENAME);
  form.append('lesson_id', input.lessonId);
  form.append('exercise_id', input.exerciseId);
  return pronunciationResultSchema.parse(await api.post('/check-pronunciation', form));
}
