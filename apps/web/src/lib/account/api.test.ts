import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, testMe, testProfile } from '@/test/msw-server';
import { getMe, getProfile } from './api';

describe('account api', () => {
  it('reads GET /auth/me with the domain schema', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...testMe({ username: 'Amina' }), extra: 1 })));
    expect(await getMe()).toEqual(testMe({ username: 'Amina' }));
  });

  it('accepts a learner without a streak (the dashboard then shows the local one)', async () => {
    const { streak_days: _none, ...withoutStreak } = testMe();
    server.use(http.get('*/api/auth/me', () => HttpResponse.json(withoutStreak)));
    expect((await getMe()).streak_days).toBeUndefined();
  });

  it('refuses an answer that is not the signed-in learner', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ username: 'Amina' })));
    await expect(getMe()).rejects.toThrow();
  });

  it('reads GET /auth/profile with the domain schema', async () => {
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_parent: true }))));
    expect(await getProfile()).toEqual(testProfile({ is_parent: true }));
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ account_status: 'gone' as 'active' }))),
    );
    await expect(getProfile()).rejects.toThrow();
  });
});
