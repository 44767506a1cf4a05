import { http, HttpResponse } from 'msw';
import type { AdminChildProfile, AdminUser, Bundle, Invite } from '@hadal/domain';
import { server, testAccessToken, testProfile } from '@/test/msw-server';

/** A signed-in administrator: tokens and role flags as after login. */
export function signInAsAdmin() {
  localStorage.setItem('authToken', testAccessToken({ sub: 'admin@example.com', uid: 1 }));
  localStorage.setItem('refreshToken', 'admin-refresh');
  localStorage.setItem('userType', 'adult');
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('isParent', 'false');
  server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_admin: true }))));
}

export const invite = (over: Partial<Invite> = {}): Invite => ({
  id: 1,
  invite_code: 'ABCD2345EFGH',
  email: 'amina@example.com',
  invite_type: 'individual',
  created_at: '2026-03-01T12:00:00.000Z',
  expires_at: '2099-03-08T12:00:00.000Z',
  used_by: [],
  is_used: false,
  ...over,
});

export const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 2,
  email: 'hodan@example.com',
  username: 'hodan',
  email_verified: false,
  mfa_enabled: false,
  mfa_enabled_at: null,
  is_admin: false,
  is_parent: false,
  is_bootstrap_admin: false,
  is_voice_contributor: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const childProfile = (over: Partial<AdminChildProfile> = {}): AdminChildProfile => ({
  id: 7,
  name: 'Ayaan',
  age: 9,
  username: 'ayaan7',
  email: null,
  email_verified: false,
  parent_id: 3,
  parent_email: 'parent@example.com',
  ...over,
});

export const bundle = (over: Partial<Bundle> = {}): Bundle => ({
  bundle_id: 'somali-core',
  name: 'Somali Core',
  version: 2,
  description: 'The Hadal Somali course',
  is_active: true,
  is_registered: true,
  lesson_count: 120,
  ...over,
});
