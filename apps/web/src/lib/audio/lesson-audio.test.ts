import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, storeTokens } from '@/lib/api-session';
import { server } from '@/test/msw-server';
import { fetchLessonAudio, voiceOf } from './lesson-audio';

afterEach(() => clearSession());

const served: string[] = [];
function serveAudio(apiStatus = 200) {
  served.length = 0;
  server.use(
    http.get('*/api/audio/:file', ({ request }) => {
      served.push(`api ${request.headers.get('authorization')}`);
      return apiStatus === 200
        ? new HttpResponse('family', {
            headers: { 'x-audio-source': 'family', 'x-recorded-by': encodeURIComponent('Faadumo Cali') },
          })
        : HttpResponse.json({ detail: 'Not authenticated' }, { status: apiStatus });
    }),
    http.get('*/audio/:file', () => {
      served.push('public');
      return new HttpResponse('course', { headers: { 'x-audio-source': 'synthesised' } });
    }),
  );
}

describe('lesson audio as the learner hears it', () => {
  it("signed in, asks /api/audio with the token and says who recorded the family's sound", async () => {
    storeTokens('access-1', 'refresh-1');
    serveAudio();
    const response = await fetchLessonAudio('/audio/hooyo.wav');
    expect(served).toEqual(['api Bearer access-1']);
    expect(voiceOf(response)).toEqual({ synthesised: false, recordedBy: 'Faadumo Cali' });
  });

  it('falls back to the public file when the signed-in call fails, and without a token', async () => {
    storeTokens('expired', 'refresh-1');
    serveAudio(401);
    const fallback = await fetchLessonAudio('/audio/hooyo.wav');
    expect(served).toEqual(['api Bearer expired', 'public']);
    expect(voiceOf(fallback)).toEqual({ synthesised: true, recordedBy: null });
    clearSession();
    serveAudio();
    await fetchLessonAudio('/audio/hooyo.wav');
    expect(served).toEqual(['public']);
  });
});
