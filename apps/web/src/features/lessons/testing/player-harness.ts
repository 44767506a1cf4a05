import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonDetail, lessonHandlers, type RecordedPut } from './lesson-fixtures';

export type TestUser = ReturnType<typeof userEvent.setup>;

/**
 * The lesson player's tests: a signed-in learner, the lesson's API handlers, and the progress PUTs
 * recorded in `puts` (emptied before each test).
 */
export function lessonPlayerHarness() {
  const puts: RecordedPut[] = [];
  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
    puts.length = 0;
  });

  /** Opens the lesson at /lesson/{id}. */
  function open(lesson = lessonDetail()) {
    server.use(...lessonHandlers(lesson, puts));
    const user = userEvent.setup();
    const view = renderRoute(`/lesson/${lesson.id}`);
    return { user, ...view };
  }

  return { puts, open };
}

/** Moves on with Next (or Finish Lesson on the last exercise). */
export async function next(user: TestUser, name: 'Next' | 'Finish Lesson' = 'Next') {
  await user.click(await screen.findByRole('button', { name }));
}
