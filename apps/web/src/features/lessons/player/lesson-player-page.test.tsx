import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonOrderKey, lessonProgressKey } from '@/lib/storage-keys';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonDetail, lessonHandlers } from '@/features/lessons/testing/lesson-fixtures';
import { lessonPlayerHarness, next } from '@/features/lessons/testing/player-harness';

const { puts, open } = lessonPlayerHarness();

describe('lesson player', () => {
  it('shows the title, badges and the folded notes on the first exercise only', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Water and Milk' })).toBeInTheDocument();
    expect(screen.getByText('A1')).toBeInTheDocument();
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    // The notes are one line until opened, so the first question is on the first screen.
    const notes = screen.getByTestId('lesson-notes');
    expect(notes).toHaveTextContent('Lesson notes· Drinks at home');
    expect(screen.queryByText("What you'll learn")).not.toBeInTheDocument();
    await user.click(within(notes).getByText('Lesson notes'));
    expect(await screen.findByText("What you'll learn")).toBeInTheDocument();
    expect(screen.getByText('Ask for a drink')).toBeInTheDocument();
    expect(screen.getByText('Key Points')).toBeInTheDocument();
    expect(screen.getByText('ereyga6')).toBeInTheDocument();
    expect(screen.queryByText('ereyga7')).not.toBeInTheDocument();
    expect(screen.getByText('Pattern 6.')).toBeInTheDocument();
    expect(screen.queryByText('Pattern 7.')).not.toBeInTheDocument();
    // A line of letters, commas and spaces is shown as word chips.
    const chips = screen.getByTestId('word-chips');
    expect(within(chips).getByText('adiga')).toBeInTheDocument();
    expect(screen.getByText('Exercise 1 of 5')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('Exercise 2 of 5')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-notes')).not.toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)).toEqual({ stableId: 'a1-water', body: { progress_percentage: 20 } }));
  });

  it('hides the CEFR and level badges for phrases lessons', async () => {
    open(lessonDetail({ lesson_type: 'phrases' }));
    await screen.findByRole('heading', { level: 1, name: 'Water and Milk' });
    expect(screen.queryByText('Level 1')).not.toBeInTheDocument();
  });

  it('resumes at the saved exercise in the saved order', async () => {
    window.localStorage.setItem(lessonOrderKey('a1-water'), JSON.stringify(['intro', 'say', 'match', 'fill', 'mc']));
    window.localStorage.setItem(
      lessonProgressKey('a1-water'),
      JSON.stringify({
        currentExerciseId: 'fill',
        completedExerciseIds: ['intro'],
        correctExerciseIds: ['intro'],
        attemptId: crypto.randomUUID(),
      }),
    );
    open();
    expect(await screen.findByText('Exercise 4 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toBeInTheDocument();
  });

  it('saves a new order with core exercises first', async () => {
    const lesson = lessonDetail();
    lesson.exercises = lesson.exercises.map((e, i) => ({ ...e, is_core: i < 2 }));
    open(lesson);
    await screen.findByText('Exercise 1 of 5');
    const order = JSON.parse(window.localStorage.getItem(lessonOrderKey('a1-water')) ?? '[]') as string[];
    expect(order.slice(0, 2)).toEqual(['intro', 'mc']);
    expect([...order].sort()).toEqual(['fill', 'intro', 'match', 'mc', 'say']);
  });

  it('treats unknown exercise types as multiple choice', async () => {
    open(
      lessonDetail({
        exercises: [{ id: 'x', type: 'word_scramble', question: 'Pick', options: ['a', 'b'], correct_answer: 'b' }],
      }),
    );
    expect(await screen.findByRole('radio', { name: /b/ })).toBeInTheDocument();
  });
});

describe('lesson player errors', () => {
  it("shows 'Lesson not found' in red", async () => {
    server.use(...lessonHandlers(lessonDetail(), puts));
    renderRoute('/lesson/999');
    const message = await screen.findByText('Lesson not found');
    expect(message).toHaveClass('text-danger-700');
  });

  it('shows the load failure message', async () => {
    server.use(
      http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([])),
      http.get('*/api/lessons/:id', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    renderRoute('/lesson/7');
    expect(await screen.findByText('Failed to load lesson. Please try again later.')).toBeInTheDocument();
  });

  it('shows that a lesson has no exercises', async () => {
    server.use(...lessonHandlers(lessonDetail({ exercises: [] }), puts));
    renderRoute('/lesson/7');
    expect(await screen.findByText('No exercises found for this lesson')).toBeInTheDocument();
  });
});
