import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { currentChildView, enterChildView, leaveChildView } from './child-view';
import { STORAGE_KEYS } from './storage-keys';

const session = { access_token: 'child-access', refresh_token: 'child-refresh', child_id: 7, child_name: 'Hodan' };

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.authToken, 'parent-access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'parent-refresh');
  localStorage.setItem(STORAGE_KEYS.userType, 'parent');
  server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ detail: 'Signed out' })));
});

describe('child view', () => {
  it('is off until a parent enters it, then names the child', () => {
    expect(currentChildView()).toBeNull();
    enterChildView(session);
    expect(currentChildView()).toEqual({ childId: '7', childName: 'Hodan' });
  });

  it("never stashes a child's session as the parent's when entered twice", async () => {
    enterChildView(session);
    enterChildView({ ...session, access_token: 'other-child', child_id: 8, child_name: 'Liban' });
    expect(localStorage.getItem(STORAGE_KEYS.parentAuthToken)).toBe('parent-access');
    expect(currentChildView()?.childName).toBe('Liban');
    expect(await leaveChildView()).toBe('/parent-dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('parent-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('parent-refresh');
  });

  it('signs out when no parent session was saved', async () => {
    localStorage.setItem(STORAGE_KEYS.impersonatingChild, 'true');
    expect(await leaveChildView()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.impersonatingChild)).toBeNull();
  });
});
