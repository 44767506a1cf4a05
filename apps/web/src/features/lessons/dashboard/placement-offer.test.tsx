import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StatefulProgressEntry } from '@hadal/domain';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { lessonDetail, listItem } from '@/features/lessons/testing/lesson-fixtures';

configure({ asyncUtilTimeout: 5000 });

const entry = (stable: string, over: Partial<StatefulProgressEntry> = {}): StatefulProgressEntry => ({
  lesson_id: 0,
  lesson_stable_id: stable,
  completed: false,
  skipped: false,
  progress_percentage: 0,
  state: 'not_started',
  locked: false,
  ...over,
});

function handlers(progress: StatefulProgressEntry[]) {
  server.use(
    http.get('*/api/auth/me', () => HttpResponse.json(testMe({ username: 'Amina' }))),
    http.get('*/api/lessons', () => HttpResponse.json([listItem(lessonDetail({ stable_id: 'v1' }))])),
    http.get('*/api/lessons/progress/stateful', () => HttpResponse.json(progress)),
  );
}

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken()));

describe('the placement offer on the dashboard', () => {
  it('offers a new learner "Find your level"', async () => {
    handlers([entry('v1')]);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Already speak some Somali?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your level' })).toHaveAttribute('href', '/placement');
  });

  it('keeps only a quiet link to take it again once the learner has progress', async () => {
    handlers([entry('v1', { skipped: true, state: 'skipped' })]);
    renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Take the placement test' })).toHaveAttribute('href', '/placement');
    expect(screen.queryByRole('link', { name: 'Find your level' })).not.toBeInTheDocument();
  });
});
