import { screen, waitFor, within } from '@testing-library/react';
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

function handlers(status: PlacementStatus, answers: PlacementAnswerRequest[], reopened: string[] = []) {
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
                response: 'typed',
                prompt: 'Listen, then type what you hear.',
                text: undefined,
              }),
            }
          : { done: true, result: RESULT },
      );
    }),
    http.post('*/api/placement/reopen', async ({ request }) => {
      const { level } = (await request.json()) as { level: string };
      reopened.push(level);
      return HttpResponse.json({
        reopened_lessons: 24,
        result: { ...RESULT, levels: RESULT.levels.map((l) => (l.level === level ? { ...l, skipped_lessons: 0 } : l)) },
      });
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
    expect(await screen.findByText(/up to 20 for someone who knows a lot/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));

    expect(await screen.findByRole('heading', { name: 'What does this mean?' })).toBeInTheDocument();
    expect(screen.getByText(/Level A2 · question 1/)).toBeInTheDocument();
    // A picked question offers its options and no text field.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Peace' }));
    await user.click(next);
    expect(answers[0]).toEqual({ test_id: TEST_ID, question_id: 'a2-vocab-1/ex01', answer: 'Peace' });

    // A dictation is typed: the Somali is never shown, its audio button does not name it, no options.
    expect(await screen.findByRole('heading', { name: 'Listen, then type what you hear.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play audio: the Somali to listen to' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your answer (in Somali)' });
    expect(field).toHaveFocus();
    // An empty answer asks for one (or "I don't know").
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Type your answer, or choose/)).toBeInTheDocument();
    expect(answers).toHaveLength(1);
    await user.type(field, ' Waan cunayaa {Enter}');
    expect(answers[1]).toEqual({ test_id: TEST_ID, question_id: 'a2-vocab-2/ex02', answer: 'Waan cunayaa' });

    expect(await screen.findByRole('heading', { name: 'Your level: A2 Beginner 2' })).toBeInTheDocument();
    expect(screen.getByText(/24 lessons, no XP/)).toBeInTheDocument();
    expect(screen.getByText('A1: 8 of 9 right — placed')).toBeInTheDocument();
    expect(screen.getByText('A2: 2 of 6 right — start here')).toBeInTheDocument();
    expect(screen.getByText('B1: not asked')).toBeInTheDocument();
    expect(screen.queryByText(/literacy track/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/dashboard?level=A2');
  });

  it('says when the learner starts with the literacy track', async () => {
    const literacy = { ...RESULT, literacy: true, dictations: { asked: 3, right: 1 } };
    server.use(...handlers({ in_progress: null, result: literacy }, []));
    renderRoute('/placement');
    expect(await screen.findByText('You start with the literacy track.')).toBeInTheDocument();
    expect(screen.getByText(/You wrote 1 of the 3 dictations as Somali spells them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/dashboard?level=A1');
  });

  it('reopens a level the placement skipped, after a confirmation', async () => {
    const reopened: string[] = [];
    server.use(...handlers({ in_progress: null, result: RESULT }, [], reopened));
    const user = userEvent.setup();
    renderRoute('/placement');
    await user.click(await screen.findByRole('button', { name: 'Reopen A1 (24 lessons)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen A1 Beginner 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reopened).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reopen A1 (24 lessons)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reopen A1' }));
    expect(await screen.findByText('A1: 24 lessons are open again.')).toBeInTheDocument();
    expect(reopened).toEqual(['A1']);
    expect(screen.queryByRole('button', { name: /Reopen A1/ })).not.toBeInTheDocument();
  });

  it('resumes a test under way at its current question', async () => {
    server.use(...handlers({ in_progress: question(5), result: null }, []));
    renderRoute('/placement');
    expect(await screen.findByText(/Level A2 · question 5/)).toBeInTheDocument();
  });

  it('offers a retake after an earlier placement', async () => {
    server.use(...handlers({ in_progress: null, result: RESULT }, []));
    const user = userEvent.setup();
    renderRoute('/placement');
    expect(await screen.findByRole('heading', { name: 'Your level: A2 Beginner 2' })).toBeInTheDocument();
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
