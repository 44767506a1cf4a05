import {
  detailSchema,
  voiceStudioQueueSchema,
  voiceStudioRecordingSchema,
  voiceStudioRecordingsSchema,
  type VoiceStudioStatus,
} from '@hadal/domain';
import { api, apiRequest, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/api-session';

/** The voice studio calls (issue 45): one function per call, each answer parsed with its domain schema. */

export const QUEUE_PAGE_SIZE = 20;

export const voiceStudioKeys = {
  all: ['voice-studio'] as const,
  queue: (skip: number) => ['voice-studio', 'queue', skip] as const,
  recordings: (status?: VoiceStudioStatus) => ['voice-studio', 'recordings', status ?? 'all'] as const,
};

/** GET /voice-studio/queue: course lines without a native voice, most played first. */
export async function getQueue(skip: number) {
  return voiceStudioQueueSchema.parse(
    await api.get('/voice-studio/queue', { query: { skip, limit: QUEUE_PAGE_SIZE } }),
  );
}

/** GET /voice-studio/recordings: everyone's for an admin, the caller's own for a contributor. */
export async function getRecordings(status?: VoiceStudioStatus) {
  return voiceStudioRecordingsSchema.parse(
    await api.get('/voice-studio/recordings', { query: status ? { status } : undefined }),
  );
}

/** PUT /voice-studio/recordings/{key}: the recording as multipart field `audio`; pending until reviewed. */
export async function saveRecording(key: string, audio: Blob) {
  const body = new FormData();
  body.append('audio', audio, 'recording.wav');
  return voiceStudioRecordingSchema.parse(
    await apiRequest(`/voice-studio/recordings/${encodeURIComponent(key)}`, { method: 'PUT', body }),
  );
}

export async function approveRecording(id: number) {
  return detailSchema.parse(await api.post(`/voice-studio/recordings/${id}/approve`));
}

export async function rejectRecording(id: number) {
  return detailSchema.parse(await api.post(`/voice-studio/recordings/${id}/reject`));
}

/** A recording's sound (the contributor's own, or any for an admin), as a playable object URL. */
export async function recordingUrl(id: number): Promise<string> {
  const token = getAccessToken();
  const response = await fetch(`/api/voice-studio/recordings/${id}/audio`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`recording ${id}: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** The server's own detail for a refused request (4xx), else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) return error.detail;
  return fallback;
}

/** Whether a call was refused because the caller is not a voice contributor (nor an admin). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
