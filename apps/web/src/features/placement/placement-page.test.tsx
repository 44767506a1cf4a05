import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlacementAnswerRequest, PlacementResultView, PlacementStatus, PlacementTest } from '@hadal/domain';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

const TEST_ID = '6f0b8a3e-3c1e-4a55-9c39-6c1c1c1c1c1c';

const question = (n: number, overrides: Partial<PlacementTest['question']> = {}): PlacementTest => ({
  test_id: TEST_ID,
  answered: n - 1,
  min_questions: 12,
  max_questions: 20,
  question: {
    id: `a2-vocab-${n}/ex0${n}`,
    type: 'somali_to_english',
    response: 'pick',
    level: 'A2',
    prompt: 'What does this mean?',
    text: 'Nabad',
    audio_filename: 'nabad.wav',
    options: ['Peace', 'Water', 'Milk'],
    ...overrides,
  },
});

const RESULT: PlacementResultView = {
  mastered_level: 'A1',
  start_level: 'A2',
  questions: 2,
  right: 1,
  skipped_lessons: 24,
  finished_at: '2026-01-15T12:00:00.000Z',
  literacy: false,
  dictations: { asked: 2, right: 2 },
  levels: [
    { level: 'A1', asked: 9, right: 8, outcome: 'placed', skipped_lessons: 24 },
    { level: 'A2', asked: 6, right: 2, outcome: 'start_here', skipped_lessons: 0 },
    { level: 'B1', asked: 0, right: 0, outcome: 'not_reached', skipped_lessons: 0 },
    { level: 'B2', asked: 0, right: 0, outcome: 'not_reached', skipped_lessons: 0 },
  ],
};

function handlers(status: PlacementStatus, answers: PlacementAnswerRequest[]) {
  return [
    http.get('*/api/auth/me', () => HttpResponse.json(testMe({ username: 'Amina' }))),
    http.get('*/api/placement', () => HttpResponse.json(status)),
    http.post('*/api/placement/test', () => HttpResponse.json(question(1), { status: 201 })),
    http.post('*/api/placement/answer', async ({ request }) => {
      answers.push((await request.json()) as PlacementAnswerRequest);
      return HttpResponse.json(
        answers.length === 1
          ? {
              done: false,
              test: question(2, {
                type: 'dictation',
                prompt: 'Listen, then choose the sentence you hear.',
                text: undefined,
              }),
            }
          : { done: true, result: RESULT },
      );
    }),
  ];
}

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken()));

describe('the placement screen', () => {
  it('introduces the test, asks questions with a progress bar, and shows the placed level with Start learning', async () => {
    const answers: PlacementAnswerRequest[] = [];
    server.use(...handlers({ in_progress: null, result: null }, answers));
    const user = userEvent.setup();
    renderRoute('/placement');
    expect(await screen.findByRole('heading', { name: 'Find your level' })).toBeInTheDocument();
    expect(await screen.findByText(/3 to 5 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));

    expect(await screen.findByRole('heading', { name: 'What does this mean?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Placement test progress' })).toHaveAttribute('aria-valuenow', '0');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Peace' }));
    await user.click(next);
    expect(answers[0]).toEqual({ test_id: TEST_ID, question_id: 'a2-vocab-1/ex01', answer: 'Peace' });

    // A heard question never shows its Somali, and its audio button does not name it.
    expect(
      await screen.findByRole('heading', { name: 'Listen, then choose the sentence you hear.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play audio: the Somali to listen to' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Placement test progress' })).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: "I don't know" }));
    expect(answers[1]).toMatchObject({ question_id: 'a2-vocab-2/ex02', answer: '' });

    expect(await screen.findByRole('heading', { name: 'Your level: A2 Beginner 2' })).toBeInTheDocument();
    expect(screen.getByText(/24 lessons, no XP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/dashboard');
  });

  it('resumes a test under way at its current question', async () => {
    server.use(...handlers({ in_progress: question(5), result: null }, []));
    renderRoute('/placement');
    expect(await screen.findByText(/Question 5 \(the test ends after 12 to 20\)/)).toBeInTheDocument();
  });

  it('offers a retake after an earlier placement', async () => {
    server.use(...handlers({ in_progress: null, result: RESULT }, []));
    const user = userEvent.setup();
    renderRoute('/placement');
    expect(await screen.findByText(/Your last placement: A2 Beginner 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(await screen.findByRole('heading', { name: 'What does this mean?' })).toBeInTheDocument();
  });

  it('says when the test cannot load', async () => {
    server.use(
      http.get('*/api/placement', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
      ...handlers({ in_progress: null, result: null }, []),
    );
    renderRoute('/placement');
    await waitFor(() =>
      expect(screen.getByText('Failed to load the placement test. Please try again later.')).toBeInTheDocument(),
    );
  });
});
