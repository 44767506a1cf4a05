import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { screen, within } from '@testing-library/react';
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

/**
 * From the feedback of the lesson's last own exercise: answers each question asked again (the first
 * option shown; a repeat changes no score) and finishes the lesson.
 */
export async function answerRepeatsAndFinish(user: TestUser) {
  for (let i = 0; i < 20; i += 1) {
    const finish = screen.queryByRole('button', { name: 'Finish Lesson' });
    if (finish) return user.click(finish);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('asked-again');
    await screen.findByRole('button', { name: 'Check Answer' });
    const tiles = screen.queryByRole('group', { name: 'Word tiles' });
    const typed = screen.queryByLabelText('Your answer');
    if (tiles) await user.click(within(tiles).getAllByRole('button')[0]!);
    else if (typed) await user.type(typed, 'x');
    else await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
  }
  throw new Error('the lesson never offered Finish Lesson');
}
