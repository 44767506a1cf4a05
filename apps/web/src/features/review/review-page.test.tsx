import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '@hadal/domain';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

const item = (id: number, question: string, answer: string, repetitions = 0): ReviewItem => ({
  id,
  question,
  answer,
  repetitions,
  due_at: '2026-01-15T12:00:00.000Z',
});

const DUE = [item(1, 'welcome', 'Soo dhawoow', 2), item(2, 'goodbye', 'Nabadgelyo')];
const RECENT = [item(3, 'peace', 'Nabad', 1)];

interface Calls {
  populated: string[];
  itemQueries: string[];
  ratings: Record<string, unknown>[];
}

function handlers(calls: Calls, options: { due?: ReviewItem[]; recent?: ReviewItem[]; added?: number } = {}) {
  const { due = DUE, recent = RECENT, added = 2 } = options;
  return [
    http.get('*/api/auth/me', () => HttpResponse.json({ username: 'Amina', is_admin: false, streak_days: 2 })),
    http.get('*/api/lessons/progress/global', () =>
      HttpResponse.json([
        { lesson_stable_id: 'a1-greetings', completed: true, skipped: false, progress_percentage: 100 },
        { lesson_stable_id: 'a1-family', completed: false, skipped: false, progress_percentage: 40 },
        { lesson_stable_id: 'a1-food', completed: true, skipped: false, progress_percentage: 100 },
      ]),
    ),
    http.post('*/api/review/populate/:id', ({ params }) => {
      calls.populated.push(String(params.id));
      return HttpResponse.json({ lesson_stable_id: String(params.id), added, total_items: 5 });
    }),
    http.get('*/api/review/items', ({ request }) => {
      const query = new URL(request.url).search;
      calls.itemQueries.push(query);
      return HttpResponse.json(query.includes('include_recent=true') ? [...due, ...recent] : due);
    }),
    http.post('*/api/review/session', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.ratings.push(body);
      const quality = Number(body.quality_rating);
      const xp = ({ 3: 4, 4: 6, 5: 8 } as Record<number, number>)[quality] ?? 0;
      return HttpResponse.json({
        review_item_id: body.review_item_id,
        quality_rating: quality,
        correct: quality >= 3,
        xp_granted: xp,
        total_xp: xp,
        streak_days: 2,
        repetitions: 1,
        due_at: '2026-01-17T12:00:00.000Z',
        duplicate: false,
      });
    }),
    http.get('*/api/review/stats', () => HttpResponse.json({ total_items: 5, due_today: 1, accuracy_30_days: 66.7 })),
  ];
}

let calls: Calls;

beforeEach(() => {
  window.localStorage.setItem('authToken', testAccessToken());
  calls = { populated: [], itemQueries: [], ratings: [] };
});

function open(options: Parameters<typeof handlers>[1] = {}) {
  server.use(...handlers(calls, options));
  const user = userEvent.setup();
  renderRoute('/review');
  return user;
}

describe('Active Recall Practice', () => {
  it('populates every completed lesson, then asks, reveals with Space and rates with 1 to 4', async () => {
    const user = open();
    expect(await screen.findByText('Question 1 of 2 • Review #3')).toBeInTheDocument();
    expect(calls.populated.sort()).toEqual(['a1-food', 'a1-greetings']);
    // Asked beside the completed lessons, then again: the populate calls added items.
    expect(calls.itemQueries).toEqual(['?limit=15', '?limit=15']);
    expect(screen.getByRole('heading', { name: 'welcome' })).toBeInTheDocument();
    expect(screen.getByText('Think of the Somali translation')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Review progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Soo dhawoow')).not.toBeInTheDocument();
    // Rating keys do nothing before the answer shows.
    await user.keyboard('3');
    expect(calls.ratings).toEqual([]);

    await user.keyboard(' ');
    expect(await screen.findByText('Soo dhawoow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play audio: Soo dhawoow' })).toBeInTheDocument();
    const ratings = screen.getByRole('group', { name: 'How well did you remember?' });
    expect(
      within(ratings)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Forgot1', 'Hard2', 'Good3', 'Easy4']);
    await user.keyboard('3');
    expect(await screen.findByText('Question 2 of 2 • Review #1')).toBeInTheDocument();
    expect(calls.ratings[0]).toMatchObject({ review_item_id: 1, quality_rating: 3, review_number: 3 });
    expect(calls.ratings[0]!.response_time_ms).toEqual(expect.any(Number));

    await user.click(screen.getByRole('button', { name: 'Reveal Answer' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot' }));
    expect(await screen.findByRole('heading', { name: 'Review Session Complete!' })).toBeInTheDocument();
    expect(calls.ratings[1]).toMatchObject({ review_item_id: 2, quality_rating: 0, review_number: 1 });
    expect(screen.getByText(/You got/)).toHaveTextContent('You got 1 of 2 correct');
    expect(screen.getByText('+4 XP earned')).toBeInTheDocument();
    expect(await screen.findByText('67%')).toBeInTheDocument();
    expect(screen.getByText('Total items').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Due today').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Review More' })).toBeInTheDocument();
  });

  it('asks for the due items once when no populate call adds an item', async () => {
    open({ added: 0 });
    expect(await screen.findByText('Question 1 of 2 • Review #3')).toBeInTheDocument();
    expect(calls.populated.sort()).toEqual(['a1-food', 'a1-greetings']);
    expect(calls.itemQueries).toEqual(['?limit=15']);
  });

  it('checks a typed answer with the course checker and suggests the rating', async () => {
    const user = open();
    await user.type(await screen.findByLabelText('Your answer (optional)'), 'soo  dhawoow{Enter}');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good (suggested)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Good (suggested)' }));
    await user.type(await screen.findByLabelText('Your answer (optional)'), 'nabad{Enter}');
    expect(await screen.findByText('Not quite. The answer is:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot (suggested)' })).toBeInTheDocument();
  });

  it('asks for something typed before checking, and Space types in the answer field', async () => {
    const user = open();
    const field = await screen.findByLabelText('Your answer (optional)');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Type your answer, or reveal it')).toBeInTheDocument();
    await user.type(field, 'iska warran');
    expect(field).toHaveValue('iska warran');
    expect(screen.getByRole('button', { name: 'Reveal Answer' })).toBeInTheDocument();
  });

  it("says 'No Reviews Due!' and Practice Anyway starts a session of recent items", async () => {
    const user = open({ due: [], added: 0 });
    expect(await screen.findByRole('heading', { name: 'No Reviews Due!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Practice Anyway' }));
    expect(await screen.findByText('Question 1 of 1 • Review #2')).toBeInTheDocument();
    expect(calls.itemQueries).toEqual(['?limit=15', '?limit=20&include_recent=true']);
  });

  it('stays empty when there is nothing to practise either', async () => {
    const user = open({ due: [], recent: [] });
    await user.click(await screen.findByRole('button', { name: 'Practice Anyway' }));
    expect(await screen.findByText(/nothing to practise yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Reviews Due!' })).toBeInTheDocument();
  });

  it('advances when a rating cannot be recorded, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = open();
    server.use(http.post('*/api/review/session', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    await user.click(await screen.findByRole('button', { name: 'Reveal Answer' }));
    await user.click(await screen.findByRole('button', { name: 'Easy' }));
    expect(await screen.findByText('Question 2 of 2 • Review #1')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Recording the review failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends loading when the session cannot start, and still populates what it can', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    server.use(
      http.post('*/api/review/populate/a1-food', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.get('*/api/review/items', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    expect(await screen.findByRole('heading', { name: 'No Reviews Due!' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Starting the review session failed', expect.anything()));
    expect(warn).toHaveBeenCalledWith('Adding a1-food to reviews failed', expect.anything());
    expect(calls.populated).toEqual(['a1-greetings']);
  });
});
