import { getAccessToken } from '@/lib/api-session';

/** Who speaks a lesson sound, as the server says (x-audio-source, x-recorded-by). */
export interface AudioVoice {
  synthesised: boolean;
  /** The family member who recorded it, for a family recording; else null. */
  recordedBy: string | null;
}

/**
 * Lesson audio (`/audio/{file}`) as this learner hears it: signed in, from `/api/audio/{file}` with
 * the token (their family's recording, if a parent made one); otherwise, or when that fails, the
 * public file.
 */
export async function fetchLessonAudio(path: string): Promise<Response> {
  const token = getAccessToken();
  if (token && path.startsWith('/audio/')) {
    try {
      const response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      if (response.ok) return response;
    } catch {
      // The public file below.
    }
  }
  return fetch(path);
}

export function voiceOf(response: Response): AudioVoice {
  const source = response.headers.get('x-audio-source');
  const by = source === 'family' ? response.headers.get('x-recorded-by') : null;
  let recordedBy: string | null = null;
  if (by) {
    try {
      recordedBy = decodeURIComponent(by);
    } catch {
      recordedBy = null;
    }
  }
  return { synthesised: source === 'synthesised', recordedBy };
}
