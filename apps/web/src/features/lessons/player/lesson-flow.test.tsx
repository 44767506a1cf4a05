import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StatefulProgressEntry } from '@hadal/domain';
import { lessonProgressKey } from '@/lib/storage-keys';
import { lessonDetail, listItem, twoQuestionLesson } from '@/features/lessons/testing/lesson-fixtures';
import { answerRepeatsAndFinish, lessonPlayerHarness, next } from '@/features/lessons/testing/player-harness';

const { puts, open } = lessonPlayerHarness();

const lesson = twoQuestionLesson();

function withState(entry: Partial<StatefulProgressEntry>) {
  return http.get('*/api/lessons/progress/stateful', () =>
    HttpResponse.json([
      {
        lesson_id: lesson.id,
        lesson_stable_id: lesson.stable_id,
        completed: false,
        skipped: false,
        progress_percentage: 0,
        state: 'not_started',
        locked: false,
        ...entry,
      } satisfies StatefulProgressEntry,
    ]),
  );
}

describe('lesson flow', () => {
  it('a locked lesson shows the lock screen at its address, and nothing to play', async () => {
    const view = open(lesson, withState({ locked: true }));
    expect(await screen.findByRole('heading', { name: 'This lesson is locked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/Exercise \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Lesson' })).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    view.unmount();
  });

  it('a failed lesson reopens at its start with Try Again', async () => {
    const first = open(lesson);
    await first.user.click(await screen.findByRole('radio', { name: /milk/ }));
    await first.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(first.user);
    await first.user.click(await screen.findByRole('radio', { name: /biyo/ }));
    await first.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await answerRepeatsAndFinish(first.user);
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toEqual({ progress_percentage: 90 }));
    expect(window.localStorage.getItem(lessonProgressKey(lesson.stable_id))).toBeNull();
    first.unmount();

    const again = open(lesson, withState({ progress_percentage: 90, state: 'in_progress' }));
    expect(await screen.findByRole('heading', { name: 'You did not pass this lesson last time' })).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Exercise 1 of 2')).toBeInTheDocument();
  });

  it('a completed lesson reopens at its start with Try Again', async () => {
    const { user } = open(lesson, withState({ completed: true, progress_percentage: 100, state: 'completed' }));
    expect(await screen.findByRole('heading', { name: 'You completed this lesson' })).toBeInTheDocument();
    expect(screen.queryByText(/Exercise \d+ of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Exercise 1 of 2')).toBeInTheDocument();
  });

  it('an attempt under way resumes where it was, with no Try Again card', async () => {
    const first = open(lesson);
    await first.user.click(await screen.findByRole('radio', { name: /water/ }));
    await first.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(first.user);
    await screen.findByText('Exercise 2 of 2');
    first.unmount();
    open(lesson, withState({ completed: true, progress_percentage: 100, state: 'completed' }));
    expect(await screen.findByText('Exercise 2 of 2')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-reopened')).not.toBeInTheDocument();
  });

  it('a passed lesson offers Next lesson and Review, and a perfect one says so', async () => {
    const after = lessonDetail({ id: 8, stable_id: 'a1-milk', title: 'Milk', order_index: 2 });
    const { user } = open(
      lesson,
      http.get('*/api/lessons', () => HttpResponse.json([listItem(lesson), listItem(after)])),
    );
    await user.click(await screen.findByRole('radio', { name: /water/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /caano/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user, 'Finish Lesson');
    expect(await screen.findByRole('heading', { name: 'Lesson Complete' })).toBeInTheDocument();
    expect(screen.getByText(/Perfect Lesson/)).toBeInTheDocument();
    // The result says what comes next: no Skip or Restart above it.
    expect(screen.queryByRole('button', { name: 'Skip Lesson' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
    // The pass carries the first answers: the server judges Perfect Lesson from them.
    await waitFor(() =>
      expect(puts.at(-1)?.body).toMatchObject({
        completed: true,
        answers: [
          { exercise_id: 'a', answer: 'water' },
          { exercise_id: 'b', answer: 'caano' },
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Next lesson' })).toHaveAttribute('href', '/lesson/8');
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('heading', { name: 'Look at these again' })).not.toBeInTheDocument();
  });

  it('a failed lesson lists its mistakes to look at again, with no Next lesson and no Perfect Lesson', async () => {
    const { user } = open(lesson);
    await user.click(await screen.findByRole('radio', { name: /milk/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /biyo/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await answerRepeatsAndFinish(user);
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Look at these again' }).closest('section') as HTMLElement;
    expect(list).toHaveTextContent('biyo');
    expect(list).toHaveTextContent('water');
    expect(list).toHaveTextContent('caano');
    expect(screen.queryByRole('link', { name: 'Next lesson' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Perfect Lesson/)).not.toBeInTheDocument();
  });

  it('asks a question answered wrong again before the end, keeps it over a reload, and scores the first try', async () => {
    const first = open(lesson);
    await first.user.click(await screen.findByRole('radio', { name: /milk/ }));
    await first.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(first.user);
    expect(await screen.findByText('Exercise 2 of 3')).toBeInTheDocument();
    await first.user.click(await screen.findByRole('radio', { name: /caano/ }));
    await first.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(first.user);
    expect(await screen.findByText('Once more: you missed this one earlier.')).toBeInTheDocument();
    expect(screen.getByText('Exercise 3 of 3')).toBeInTheDocument();
    first.unmount();

    const again = open(lesson);
    expect(await screen.findByText('Once more: you missed this one earlier.')).toBeInTheDocument();
    expect(screen.getByText('biyo')).toBeInTheDocument();
    await again.user.click(await screen.findByRole('radio', { name: /water/ }));
    await again.user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(again.user, 'Finish Lesson');
    // Right the second time is practice: the score is 1 of 2, a fail.
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    expect(screen.getByText(/You got 1 of 2 graded questions right/)).toBeInTheDocument();
  });
});
