import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonOrderKey, lessonProgressKey } from '@/lib/storage-keys';
import { server } from '@/test/msw-server';
import { lessonDetail, twoQuestionLesson } from '@/features/lessons/testing/lesson-fixtures';
import { answerRepeatsAndFinish, lessonPlayerHarness, next } from '@/features/lessons/testing/player-harness';

const { puts, open } = lessonPlayerHarness();

describe('lesson player outcomes', () => {
  it('a passed lesson shows Lesson Complete with XP, stores completion once per attempt and clears local state', async () => {
    const { user } = open();
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /biyo/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.type(await screen.findByLabelText('Your answer'), 'kani');
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'biyo' }));
    await user.click(screen.getByRole('button', { name: 'water' }));
    await user.click(screen.getByRole('button', { name: 'caano' }));
    await user.click(screen.getByRole('button', { name: 'milk' }));
    await user.click(screen.getByRole('button', { name: 'Check Matches' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Skip Practice' }));
    await next(user, 'Finish Lesson');
    expect(await screen.findByRole('heading', { name: 'Lesson Complete' })).toBeInTheDocument();
    // The graded questions are the choice, the fill-in and the matching: 3 of 3.
    expect(screen.getByText(/You got 3 of 3 graded questions right \(100%\)/)).toBeInTheDocument();
    // 5 steps done (intro, 3 questions, pronunciation) × 5 + floor(3 / 3 × 15) = 40
    expect(screen.getByText('+40 XP')).toBeInTheDocument();
    expect(screen.getByText('Including a pass bonus of 15 XP')).toBeInTheDocument();
    // The stories of the lesson's level are one step away.
    expect(screen.getByRole('link', { name: 'Read a story at A1' })).toHaveAttribute('href', '/stories?level=A1');
    await waitFor(() =>
      expect(puts.at(-1)?.body).toMatchObject({ progress_percentage: 100, completed: true, xp_earned: 40 }),
    );
    expect(puts.at(-1)?.body.attempt_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(lessonProgressKey('a1-water'))).toBeNull();
    expect(window.localStorage.getItem(lessonOrderKey('a1-water'))).toBeNull();
  });

  it('a failed lesson shows Lesson Failed, stores 90% and Try Again restarts', async () => {
    const lesson = twoQuestionLesson();
    const { user } = open(lesson);
    await user.click(await screen.findByRole('radio', { name: /milk/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /caano/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await answerRepeatsAndFinish(user);
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toEqual({ progress_percentage: 90 }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Exercise 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toEqual({ progress_percentage: 0 }));
  });

  it('a phrase-only lesson completes with 10 XP and returns to the dashboard; the quiz mode scores', async () => {
    const lesson = lessonDetail({
      lesson_type: 'phrases',
      exercises: [
        {
          id: 'p1',
          type: 'phrase_practice',
          question: 'Greetings',
          phrases: [
            { somali: 'Nabad', english: 'Peace' },
            { somali: 'Mahadsanid', english: 'Thank you' },
          ],
          is_core: true,
        },
      ],
    });
    const { user, router } = open(lesson);
    await user.click(await screen.findByRole('button', { name: 'Quiz' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    const question = screen.getByText(/What does/).textContent ?? '';
    const answer = question.includes('Nabad') ? 'Peace' : 'Thank you';
    await user.click(screen.getByRole('button', { name: answer }));
    expect(screen.getByText('Score: 1/2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    const wrong = (screen.getByText(/What does/).textContent ?? '').includes('Nabad') ? 'Thank you' : 'Peace';
    await user.click(screen.getByRole('button', { name: wrong }));
    await user.click(screen.getByRole('button', { name: 'See Score' }));
    expect(screen.getByText(/You scored 50%/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Learn' }));
    await next(user, 'Finish Lesson');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(puts.at(-1)?.body).toMatchObject({ progress_percentage: 100, completed: true, xp_earned: 10 });
  });

  it('Restart sends progress 0 and clears the saved progress', async () => {
    const { user } = open();
    await next(user);
    await screen.findByText('Exercise 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Exercise 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toEqual({ progress_percentage: 0 }));
  });

  it('Skip Lesson asks first, then shows the skipped screen', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Skip Lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this lesson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip Lesson' }));
    expect(await screen.findByRole('heading', { name: 'Lesson Skipped' })).toBeInTheDocument();
    expect(puts.at(-1)?.body).toEqual({ progress_percentage: 0, skipped: true });
  });

  it('says when skipping fails', async () => {
    const { user } = open();
    server.use(http.put('*/api/lessons/progress/:id', () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Skip Lesson' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skip Lesson' }));
    expect(await within(dialog).findByText('Failed to skip this lesson. Please try again.')).toBeInTheDocument();
  });
});
