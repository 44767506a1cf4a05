import { http, HttpResponse } from 'msw';
import type { Child, ParentDashboardResponse } from '@hadal/domain';
import { server, testAccessToken, testProfile } from '@/test/msw-server';

/** A signed-in parent: tokens and role flags as after login. */
export function signInAsParent() {
  localStorage.setItem('authToken', testAccessToken({ sub: 'parent@example.com', uid: 1 }));
  localStorage.setItem('refreshToken', 'parent-refresh');
  localStorage.setItem('userType', 'parent');
  localStorage.setItem('isParent', 'true');
  localStorage.setItem('isAdmin', 'false');
  server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_parent: true }))));
}

export const dashboardWithTwo: ParentDashboardResponse = {
  total_lessons_available: 3,
  children: [
    {
      child_id: 7,
      child_name: 'Hodan',
      username: 'hodan7',
      age: 9,
      lessons_completed: 2,
      xp_points: 45,
      last_activity: '2026-01-15T12:00:00.000Z',
    },
    {
      child_id: 8,
      child_name: 'Liban',
      username: 'liban8',
      age: null,
      lessons_completed: 0,
      xp_points: 0,
      last_activity: null,
    },
  ],
};

export function childProfile(overrides: Partial<Child> = {}): Child {
  return {
    id: 7,
    name: 'Hodan',
    age: 9,
    username: 'hodan7',
    email: null,
    email_verified: false,
    parent_id: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    third_party_speech_allowed: false,
    ...overrides,
  };
}

/** Answers GET /children/dashboard with `data` (a copy, so tests may change it between calls). */
export function serveDashboard(data: ParentDashboardResponse = dashboardWithTwo) {
  server.use(http.get('*/api/children/dashboard', () => HttpResponse.json(structuredClone(data))));
}
