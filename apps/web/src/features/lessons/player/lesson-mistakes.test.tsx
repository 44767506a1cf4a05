import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonHandlers, twoQuestionLesson } from '@/features/lessons/testing/lesson-fixtures';
import { answerRepeatsAndFinish } from '@/features/lessons/testing/player-harness';

/** Two questions; the learner answers the first wrong and the second right. */
const lesson = twoQuestionLesson();

let sent: { stableId: string; body: unknown }[];

beforeEach(() => {
  window.localStorage.setItem('authToken', testAccessToken());
  sent = [];
  server.use(
    http.post('*/api/review/mistakes/:stableId', async ({ params, request }) => {
      sent.push({ stableId: String(params.stableId), body: await request.json() });
      return HttpResponse.json({
        lesson_stable_id: String(params.stableId),
        added: 1,
        brought_forward: 0,
        total_items: 1,
      });
    }),
    ...lessonHandlers(lesson),
  );
});

async function play(answers: [string, string]) {
  const user = userEvent.setup();
  renderRoute(`/lesson/${lesson.id}`);
  await user.click(await screen.findByRole('radio', { name: new RegExp(answers[0]) }));
  await user.click(screen.getByRole('button', { name: 'Check Answer' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: new RegExp(answers[1]) }));
  await user.click(screen.getByRole('button', { name: 'Check Answer' }));
  await answerRepeatsAndFinish(user);
  return user;
}

describe('questions answered wrong go to review at lesson end', () => {
  it('sends the ids of the exercises answered wrong', async () => {
    await play(['milk', 'caano']);
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ stableId: 'a1-water', body: { exercise_ids: ['a'] } }]));
  });

  it('sends nothing when every answer was right', async () => {
    await play(['water', 'caano']);
    expect(await screen.findByRole('heading', { name: 'Lesson Complete' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('only logs a failure to save them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/review/mistakes/:stableId', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await play(['milk', 'biyo']);
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Saving lesson mistakes for review failed', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
