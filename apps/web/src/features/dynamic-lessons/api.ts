import {
  dynamicLessonListSchema,
  dynamicLessonSchema,
  lessonSessionSchema,
  PRONUNCIATION_UPLOAD_FILENAME,
  responseFeedbackSchema,
  speechConfigSchema,
  type CefrLevel,
  type DynamicLesson,
  type LessonSession,
  type ResponseFeedback,
  type SpeechConfig,
} from '@hadal/domain';
import { fetchAudioObjectUrl } from '@/lib/audio/use-audio-player';
import { api } from '@/lib/api-client';

/** The dynamic-lesson calls of spec 02 §7, each answer parsed with its domain schema. */

export const dynamicLessonKeys = {
  list: ['dynamic-lessons'] as const,
  session: (lessonId: number) => ['dynamic-lessons', 'session', lessonId] as const,
  speech: ['dynamic-lessons', 'speech-config'] as const,
};

/** POST /dynamic-lessons/generate: scenario is '' unless the learner wrote a custom one. */
export async function generateLesson(input: { scenario: string; difficulty: CefrLevel }): Promise<DynamicLesson> {
  return dynamicLessonSchema.parse(await api.post('/dynamic-lessons/generate', input));
}

/** GET /dynamic-lessons. */
export async function listLessons(): Promise<DynamicLesson[]> {
  return dynamicLessonListSchema.parse(await api.get('/dynamic-lessons'));
}

/** POST /dynamic-lessons/sessions/{lessonId}: starts (or resumes) a session. */
export async function startSession(lessonId: number): Promise<LessonSession> {
  return lessonSessionSchema.parse(await api.post(`/dynamic-lessons/sessions/${lessonId}`));
}

/** GET /dynamic-lessons/sessions/{sessionId}. */
export async function getSession(sessionId: number): Promise<LessonSession> {
  return lessonSessionSchema.parse(await api.get(`/dynamic-lessons/sessions/${sessionId}`));
}

/** POST /dynamic-lessons/sessions/{id}/respond, multipart audio_file named response.wav. */
export async function respond(sessionId: number, wav: Blob): Promise<ResponseFeedback> {
  const form = new FormData();
  form.append('audio_file', wav, PRONUNCIATION_UPLOAD_FILENAME);
  return responseFeedbackSchema.parse(await api.post(`/dynamic-lessons/sessions/${sessionId}/respond`, form));
}

/** Without a recogniser: the learner's own comparison (no recording is sent). */
export async function selfCheck(sessionId: number, result: 'sounds_right' | 'try_again'): Promise<ResponseFeedback> {
  const form = new FormData();
  form.append('self_check', result);
  return responseFeedbackSchema.parse(await api.post(`/dynamic-lessons/sessions/${sessionId}/respond`, form));
}

/** 'Skip & See Answer'. */
export async function skipStep(sessionId: number): Promise<ResponseFeedback> {
  return responseFeedbackSchema.parse(await api.post(`/dynamic-lessons/sessions/${sessionId}/skip`));
}

/** GET /speech/config: a recogniser on the server, or the self-check. */
export async function getSpeechConfig(): Promise<SpeechConfig> {
  return speechConfigSchema.parse(await api.get('/speech/config'));
}

/** A playable URL for an audio file (dyn_ names are dynamic-lesson lines). */
export function audioUrl(file: string): Promise<string> {
  return fetchAudioObjectUrl(`/audio/${encodeURIComponent(file)}`);
}
