import type { MeResponse, ProfileResponse } from '@hadal/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Handlers every test starts with: the API is healthy. Override per test with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })),
  // Registration is open unless a test says otherwise.
  http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'open' })),
  // No social provider configured unless a test says so.
  http.get('*/api/auth/social/config', () => HttpResponse.json({ providers: [] })),
  // A signed-in test visitor is an active learner whose session can be refreshed.
  http.get('*/api/auth/profile', () => HttpResponse.json(testProfile())),
  // The embedded default: no speech recogniser, pronunciation is a self-check.
  http.get('*/api/speech/config', () =>
    HttpResponse.json({
      mode: 'self_check',
      provider: 'none',
      third_party: false,
      reason: 'not_configured',
      max_audio_s: 30,
      max_audio_bytes: 5_242_880,
      sample_rate_hz: 16_000,
    }),
  ),
  // Nothing earned today, toward the default 10-minute goal, unless a test says otherwise.
  http.get('*/api/profile/today', () =>
    HttpResponse.json({ day: '2026-05-10', xp_today: 0, daily_goal_minutes: 10, daily_goal_xp: 50, goal_met: false }),
  ),
  // The default settings; listening audio plays on arrival.
  http.get('*/api/profile/settings', () =>
    HttpResponse.json({ daily_goal_minutes: 10, notifications_enabled: true, autoplay_audio: true }),
  ),
  // Every audio file is a (silent) recording.
  http.get('*/audio/:file', () => new HttpResponse(new Uint8Array(44), { headers: { 'content-type': 'audio/wav' } })),
  // Two-factor authentication is off until a test says otherwise.
  http.get('*/api/mfa/status', () =>
    HttpResponse.json({ is_enabled: false, enabled_at: null, backup_codes_remaining: 0, passkeys: 0 }),
  ),
  // The admin dashboard's native-voice coverage card.
  http.get('*/api/voice-studio/coverage', () =>
    HttpResponse.json({ keys_total: 40, keys_native: 10, plays_total: 200, plays_native: 120 }),
  ),
  http.post('*/api/auth/refresh', () =>
    HttpResponse.json({
      access_token: testAccessToken(),
      refresh_token: 'test-refresh-token',
      token_type: 'bearer',
      expires_in: 900,
    }),
  ),
];

/** An unsigned JWT-shaped token that expires in 15 minutes (the browser only reads its claims). */
export function testAccessToken(claims: object = {}): string {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'learner@example.com', uid: 1, exp: Math.floor(Date.now() / 1000) + 900, ...claims })}.signature`;
}

/** The /api/auth/profile answer of an active learner; override any field. */
export function testProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    id: 1,
    username: 'Learner',
    email: 'learner@example.com',
    profile_picture: null,
    streak_days: 0,
    xp_points: 0,
    lessons_completed: 0,
    perfect_lessons: 0,
    is_child: false,
    is_parent: false,
    is_admin: false,
    account_status: 'active',
    email_verified: true,
    ...overrides,
  };
}

/** The /api/auth/me answer of a learner; override any field. */
export function testMe(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 1,
    username: 'Learner',
    email: 'learner@example.com',
    is_admin: false,
    is_parent: false,
    is_child: false,
    streak_days: 0,
    xp_points: 0,
    ...overrides,
  };
}

export const server = setupServer(...defaultHandlers);
