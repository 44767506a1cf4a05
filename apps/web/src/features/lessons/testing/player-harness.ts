import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { preloadPlayerParts } from '@/features/lessons/player/on-demand';
import { lessonDetail, lessonHandlers, type RecordedPut } from './lesson-fixtures';

export type TestUser = ReturnType<typeof userEvent.setup>;

/**
 * The lesson player's tests: a signed-in learner, the lesson's API handlers, and the progress PUTs
 * recorded in `puts` (emptied before each test). The parts the player loads on demand are loaded
 * first, as they are once the learner has touched the page: these tests are of what the player
 * does; player/on-demand.test.tsx is of how its parts load.
 */
export function lessonPlayerHarness() {
  const puts: RecordedPut[] = [];
  beforeAll(() => preloadPlayerParts());
  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
    puts.length = 0;
  });

  /** Opens the lesson at /lesson/{id}; `handlers` answer before the lesson's own. */
  function open(lesson = lessonDetail(), ...handlers: RequestHandler[]) {
    server.use(...lessonHandlers(lesson, puts));
    if (handlers.length) server.use(...handlers);
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
