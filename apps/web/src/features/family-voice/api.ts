import {
  detailSchema,
  familyVoiceRecordingSchema,
  familyVoiceWordsResponseSchema,
  type FamilyVoiceWord,
} from '@hadal/domain';
import { api, apiRequest } from '@/lib/api-client';
import { getAccessToken } from '@/lib/api-session';

/** The family voice calls (issue 45): one function per call, each answer parsed with its domain schema. */

export const familyVoiceKeys = {
  words: (childId: number) => ['family-voice', 'words', childId] as const,
};

/** GET /family-voice/words?child_id= : the words to record for a child, with what is recorded. */
export async function getWords(childId: number) {
  return familyVoiceWordsResponseSchema.parse(await api.get('/family-voice/words', { query: { child_id: childId } }));
}

/** The scope of a recording: this child only, or (no child_id) all the parent's children. */
const scope = (word: FamilyVoiceWord, childId: number, onlyThisChild: boolean) =>
  onlyThisChild || word.recorded === 'child' ? { child_id: childId } : undefined;

/** PUT /family-voice/recordings/{key}: the recording as multipart field `audio`. */
export async function saveRecording(key: string, audio: Blob, childId?: number) {
  const body = new FormData();
  body.append('audio', audio, 'recording.wav');
  return familyVoiceRecordingSchema.parse(
    await apiRequest(`/family-voice/recordings/${encodeURIComponent(key)}`, {
      method: 'PUT',
      body,
      query: childId === undefined ? undefined : { child_id: childId },
    }),
  );
}

/** DELETE /family-voice/recordings/{key}: the computer voice returns. */
export async function deleteRecording(word: FamilyVoiceWord, childId: number) {
  return detailSchema.parse(
    await api.delete(`/family-voice/recordings/${encodeURIComponent(word.audio_key)}`, {
      query: scope(word, childId, false),
    }),
  );
}

/** The parent's own recording of a word, as a playable object URL. */
export async function recordingUrl(word: FamilyVoiceWord, childId: number): Promise<string> {
  const query = word.recorded === 'child' ? `?child_id=${childId}` : '';
  const token = getAccessToken();
  const response = await fetch(`/api/family-voice/recordings/${encodeURIComponent(word.audio_key)}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`recording ${word.audio_key}: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
