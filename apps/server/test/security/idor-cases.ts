import {
  A,
  adminChild,
  adminUser,
  aiUsage,
  call,
  child,
  dynamic,
  invite,
  learningOfA,
  multipart,
  passkey,
  ticket,
  type IdorCase,
  type Llm,
} from '@test/helpers/idor-records';
import { FIXTURE_STORY, FIXTURE_STORY_ALL_RIGHT } from '@/modules/lessons/lessons.fixtures';
import { familyVoice } from '@test/helpers/idor-family-voice';
import { voiceStudio } from '@test/helpers/idor-voice-studio';

export function idorCases(llm: Llm): Record<string, IdorCase> {
  return {
    'GET /api/lessons/progress/:id': {
      scope: 'own',
      owner: 'A',
      make: async (w) => {
        await call(w, 'A', 'PUT', '/api/lessons/progress/phrases-a1', { progress_percentage: 37 });
        const url = '/api/lessons/progress/phrases-a1';
        return { method: 'GET', url, secrets: ['"progress_percentage":37'], ownerIds: A(w) };
      },
    },
    'PUT /api/lessons/progress/:stable_id': {
      scope: 'own',
      owner: 'A',
      make: async (w) => {
        const { attempt } = await learningOfA(w);
        const payload = { progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: attempt };
        return { method: 'PUT', url: '/api/lessons/progress/greetings-a1', payload, secrets: [], ownerIds: A(w) };
      },
    },
    'POST /api/review/populate/:lessonStableId': {
      scope: 'own',
      owner: 'A',
      make: async (w) => {
        await learningOfA(w);
        return { method: 'POST', url: '/api/review/populate/greetings-a1', secrets: [], ownerIds: A(w) };
      },
    },
    'POST /api/review/mistakes/:lessonStableId': {
      scope: 'own',
      owner: 'A',
      make: async (w) => {
        await learningOfA(w);
        const payload = { exercise_ids: ['ex02', 'ex03'] };
        return { method: 'POST', url: '/api/review/mistakes/greetings-a1', payload, secrets: [], ownerIds: A(w) };
      },
    },
    'POST /api/review/session': {
      scope: 'owned',
      owner: 'A',
      make: async (w) => {
        const { itemId } = await learningOfA(w);
        const payload = { review_item_id: itemId, quality_rating: 3, response_time_ms: 900 };
        return { method: 'POST', url: '/api/review/session', payload, secrets: [], ownerIds: [] };
      },
    },
    'GET /api/stories/:story_id': {
      scope: 'own',
      owner: 'A',
      make: async (w) => {
        // A passes the story with every answer right; the others have no such score of their own.
        await call(w, 'A', 'POST', `/api/stories/${FIXTURE_STORY.stable_id}/complete`, FIXTURE_STORY_ALL_RIGHT);
        const url = `/api/stories/${FIXTURE_STORY.stable_id}`;
        return { method: 'GET', url, secrets: ['"best_correct":3'], ownerIds: A(w) };
      },
    },
    'POST /api/stories/:story_id/complete': {
      scope: 'own',
      owner: 'A',
      make: async (w) => ({
        method: 'POST',
        url: `/api/stories/${FIXTURE_STORY.stable_id}/complete`,
        payload: { answers: [{ question_id: 'q1', answer: 'Hargeisa' }] },
        secrets: [],
        ownerIds: A(w),
      }),
    },
    'POST /api/placement/answer': {
      scope: 'owned',
      owner: 'A',
      make: async (w) => {
        const test = await call(w, 'A', 'POST', '/api/placement/test');
        const payload = { test_id: test.test_id, question_id: test.question.id, answer: 'right-1' };
        return { method: 'POST', url: '/api/placement/answer', payload, secrets: [test.test_id], ownerIds: [] };
      },
    },
    'GET /api/children/:id': child('GET'),
    'PUT /api/children/:id': child('PUT', '', { name: 'Renamed Child' }),
    'PATCH /api/children/:id': child('PATCH', '', { name: 'Renamed Child' }),
    'DELETE /api/children/:id': child('DELETE'),
    'GET /api/children/:id/progress': child('GET', '/progress'),
    'POST /api/children/:id/reset-progress': child('POST', '/reset-progress'),
    'POST /api/children/:id/session': child('POST', '/session'),
    'POST /api/admin/users/:id/reset-password': adminUser('POST', '/reset-password', { new_password: 'Fresh-Pass9?x' }),
    'DELETE /api/admin/users/:id': adminUser('DELETE', ''),
    'DELETE /api/admin/users/:id/mfa': adminUser('DELETE', '/mfa', undefined, true),
    'POST /api/admin/users/:id/verify-email': adminUser('POST', '/verify-email'),
    'PUT /api/admin/child-profiles/:id': adminChild('PUT', '', () => ({ name: 'Renamed Child' })),
    'PATCH /api/admin/child-profiles/:id': adminChild('PATCH', '', () => ({ name: 'Renamed Child' })),
    'POST /api/admin/child-profiles/:id/verify-email': adminChild('POST', '/verify-email'),
    'POST /api/admin/child-profiles/:id/move': adminChild('POST', '/move', (w) => ({
      new_parent_id: w.callers.B.user.id,
    })),
    'PUT /api/admin/invites/:id/renew': invite('PUT', '/renew', { expiry_days: 9 }),
    'PATCH /api/admin/invites/:id/renew': invite('PATCH', '/renew', { expiry_days: 9 }),
    'DELETE /api/admin/invites/:id': invite('DELETE', ''),
    'POST /api/admin/waitlist/:id/invite': {
      scope: 'owned',
      owner: 'admin',
      make: async (w) => {
        const email = `amran.waitlist${w.next()}@example.test`;
        await w.ctx.services.invites.joinWaitlist({ email }, `10.77.0.${w.next() % 250}`);
        const entry = (await w.ctx.services.invites.waitlist()).find((e) => e.email === email)!;
        return { method: 'POST', url: `/api/admin/waitlist/${entry.id}/invite`, secrets: [email], ownerIds: [] };
      },
    },
    'POST /api/admin/bundles/:bundleId/activate': {
      scope: 'owned',
      owner: 'admin',
      make: async () => ({
        method: 'POST',
        url: '/api/admin/bundles/fixture-core/activate',
        secrets: [],
        ownerIds: [],
      }),
    },
    'PUT /api/admin/ai-usage/:id/limit': aiUsage('PUT', '/limit', { daily_limit: 7 }),
    'PATCH /api/admin/ai-usage/:id/limit': aiUsage('PATCH', '/limit', { daily_limit: 7 }),
    'POST /api/admin/ai-usage/:id/reset': aiUsage('POST', '/reset'),
    'DELETE /api/mfa/trusted-devices/:id': {
      scope: 'owned',
      owner: 'A',
      make: async (w) => {
        await w.ctx.services.mfa.trustDevice(w.callers.A.user.id, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
        const devices = await w.ctx.services.mfa.trustedDevices(w.callers.A.user.id);
        const url = `/api/mfa/trusted-devices/${devices.at(-1)!.id}`;
        return { method: 'DELETE', url, secrets: [], ownerIds: [] };
      },
    },
    'PATCH /api/mfa/passkeys/:id': passkey('PATCH', { name: 'Renamed by someone else' }),
    'DELETE /api/mfa/passkeys/:id': passkey('DELETE'),
    'GET /api/support/tickets/:id': ticket('GET', ''),
    'PATCH /api/support/tickets/:id': ticket('PATCH', '', { status: 'pending' }),
    'DELETE /api/support/tickets/:id': ticket('DELETE', ''),
    'POST /api/support/tickets/:id/reply': ticket('POST', '/reply', { text_body: 'Mahadsanid, we are looking.' }),
    'POST /api/dynamic-lessons/sessions/:id': dynamic(llm, 'POST', 'lesson'),
    'GET /api/dynamic-lessons/sessions/:id': dynamic(llm, 'GET', 'session'),
    'POST /api/dynamic-lessons/sessions/:id/respond': dynamic(
      llm,
      'POST',
      'session',
      '/respond',
      multipart({ self_check: 'sounds_right' }),
    ),
    'POST /api/dynamic-lessons/sessions/:id/skip': dynamic(llm, 'POST', 'session', '/skip'),
    'PUT /api/family-voice/recordings/:audio_key': familyVoice('PUT'),
    'GET /api/family-voice/recordings/:audio_key': familyVoice('GET'),
    'DELETE /api/family-voice/recordings/:audio_key': familyVoice('DELETE'),
    'GET /api/family-voice/words': familyVoice('GET', 'words'),
    'POST /api/admin/users/:id/voice-contributor': adminUser('POST', '/voice-contributor', { enabled: true }),
    'GET /api/voice-studio/recordings/:id/audio': voiceStudio('GET', '/audio'),
    'POST /api/voice-studio/recordings/:id/approve': voiceStudio('POST', '/approve'),
    'POST /api/voice-studio/recordings/:id/reject': voiceStudio('POST', '/reject'),
  };
}

/** Routes that name something but no record of anyone's: each with its reason. */
export const EXCLUSIONS: Record<string, string> = {
  'GET /api/lessons/:id': 'public lesson content by id or stable_id: every learner may read every lesson',
  'POST /api/lessons/:id/feedback': "names a public lesson; the report written is the caller's own",
  'GET /api/lessons': 'category_id filters the public catalogue',
  'POST /api/check-pronunciation':
    "lesson_id and exercise_id name public content; only the caller's upload is read, nothing stored",
  'GET /audio/:file': 'public lesson audio, and dyn_ files named by their own Somali text; recordings are never stored',
  'GET /images/lessons/:file': 'public lesson images of the active bundle',
  'PUT /api/voice-studio/recordings/:audio_key':
    "names a public course line; the recording written is the caller's own pending take (voice-studio.access.test.ts)",
  'GET /api/audio/:file':
    "a public lesson audio key; the family recording it may answer is tried by every kind of caller in family-voice.access.test.ts (bytes and headers, which this sweep's body check cannot tell apart)",
};
