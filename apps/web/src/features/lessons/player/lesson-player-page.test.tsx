import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonOrderKey, lessonProgressKey } from '@/lib/storage-keys';
import { lessonDetail, lessonHandlers, type RecordedPut } from '@/features/lessons/testing/lesson-fixtures';

let puts: RecordedPut[];

// Lazy route chunks can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.setItem('authToken', testAccessToken());
  puts = [];
});

function open(lesson = lessonDetail()) {
  server.use(...lessonHandlers(lesson, puts));
  const user = userEvent.setup();
  const view = renderRoute(`/lesson/${lesson.id}`);
  return { user, ...view };
}

async function next(user: ReturnType<typeof userEvent.setup>, name: 'Next' | 'Finish Lesson' = 'Next') {
  await user.click(await screen.findByRole('button', { name }));
}

describe('lesson player', () => {
  it('shows the title, badges and the summary on the first exercise only', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Water and Milk' })).toBeInTheDocument();
    expect(screen.getByText('A1')).toBeInTheDocument();
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.getByText("What you'll learn")).toBeInTheDocument();
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
    expect(screen.queryByText("What you'll learn")).not.toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)).toEqual({ stableId: 'a1-water', body: { progress_percentage: 20 } }));
  });

  it('hides the CEFR and level badges for phrases lessons', async () => {
    open(lessonDetail({ lesson_type: 'phrases' }));
    await screen.findByRole('heading', { level: 1, name: 'Water and Milk' });
    expect(screen.queryByText('Level 1')).not.toBeInTheDocument();
  });

  it('multiple choice: Check Answer waits for an option, then shows the correct answer and the note', async () => {
    const { user } = open();
    await next(user);
    const check = await screen.findByRole('button', { name: 'Check Answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /caano/ }));
    expect(check).toBeEnabled();
    await user.click(check);
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: biyo')).toBeInTheDocument();
    expect(screen.getByText('Biyo is plural in form.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /biyo/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('keyboard: Enter without an answer asks for one, a number picks, Enter checks and continues', async () => {
    const { user } = open();
    await screen.findByText('Exercise 1 of 5');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Exercise 2 of 5')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please select or enter an answer')).toBeInTheDocument();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /biyo/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Exercise 3 of 5')).toBeInTheDocument();
  });

  it('Enter on a clicked option checks the answer instead of picking it again', async () => {
    const { user } = open();
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /biyo/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('fill in the blank compares case-insensitively', async () => {
    const saved = {
      currentExerciseId: 'fill',
      completedExerciseIds: ['intro', 'mc'],
      correctExerciseIds: ['intro', 'mc'],
      attemptId: crypto.randomUUID(),
    };
    window.localStorage.setItem(lessonProgressKey('a1-water'), JSON.stringify(saved));
    const { user } = open();
    await user.type(await screen.findByLabelText('Your answer'), '  kANI ');
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('matching: select a term then a meaning; Check Matches only when all are matched; Reset All', async () => {
    window.localStorage.setItem(
      lessonProgressKey('a1-water'),
      JSON.stringify({
        currentExerciseId: 'match',
        completedExerciseIds: [],
        correctExerciseIds: [],
        attemptId: crypto.randomUUID(),
      }),
    );
    const { user } = open();
    const check = await screen.findByRole('button', { name: 'Check Matches' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'biyo' }));
    await user.click(screen.getByRole('button', { name: 'milk' }));
    expect(screen.getByText('→ milk')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please match all items before submitting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(screen.queryByText('→ milk')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'biyo' }));
    await user.click(screen.getByRole('button', { name: 'water' }));
    await user.click(screen.getByRole('button', { name: 'caano' }));
    await user.click(screen.getByRole('button', { name: 'milk' }));
    expect(check).toBeEnabled();
    await user.click(check);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('pronunciation: says recording is coming, asks for a recording on Enter, Skip Practice counts as correct', async () => {
    window.localStorage.setItem(
      lessonProgressKey('a1-water'),
      JSON.stringify({
        currentExerciseId: 'say',
        completedExerciseIds: [],
        correctExerciseIds: [],
        attemptId: crypto.randomUUID(),
      }),
    );
    const { user } = open();
    expect(await screen.findByText(/Speaking practice with your microphone is coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please record your pronunciation first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip Practice' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText('Great pronunciation!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toBeInTheDocument();
  });

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
    await user.click(screen.getByRole('button', { name: 'milk' }));
    await user.click(screen.getByRole('button', { name: 'caano' }));
    await user.click(screen.getByRole('button', { name: 'water' }));
    await user.click(screen.getByRole('button', { name: 'Check Matches' }));
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: biyo = water, caano = milk')).toBeInTheDocument();
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Skip Practice' }));
    await next(user, 'Finish Lesson');
    expect(await screen.findByRole('heading', { name: 'Lesson Complete' })).toBeInTheDocument();
    // 4 of 5 correct: 4 × 5 + floor(0.8 × 15) = 32
    expect(screen.getByText('+32 XP')).toBeInTheDocument();
    expect(screen.getByText('Including a pass bonus of 12 XP')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts.at(-1)?.body).toMatchObject({ progress_percentage: 100, completed: true, xp_earned: 32 }),
    );
    expect(puts.at(-1)?.body.attempt_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(lessonProgressKey('a1-water'))).toBeNull();
    expect(window.localStorage.getItem(lessonOrderKey('a1-water'))).toBeNull();
  });

  it('a failed lesson shows Lesson Failed, stores 90% and Try Again restarts', async () => {
    const lesson = lessonDetail({
      exercises: [
        {
          id: 'a',
          type: 'somali_to_english',
          question: 'biyo',
          options: ['water', 'milk'],
          correct_answer: 'water',
          is_core: true,
        },
        {
          id: 'b',
          type: 'english_to_somali',
          question: 'milk',
          options: ['biyo', 'caano'],
          correct_answer: 'caano',
          is_core: true,
        },
      ],
    });
    const { user } = open(lesson);
    await user.click(await screen.findByRole('radio', { name: /milk/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /caano/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user, 'Finish Lesson');
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

  it('Report a problem sends the type and message', async () => {
    let sent: unknown = null;
    const { user } = open();
    server.use(
      http.post('*/api/lessons/:id/feedback', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1, message: 'ok' }, { status: 201 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByLabelText('Grammar'));
    await user.type(within(dialog).getByLabelText('Message'), 'Wrong ending');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(sent).toEqual({ feedback_type: 'grammar', message: 'Wrong ending' });
  });

  it('says when feedback fails', async () => {
    const { user } = open();
    server.use(http.post('*/api/lessons/:id/feedback', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Message'), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Failed to submit feedback')).toBeInTheDocument();
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
    server.use(http.get('*/api/lessons/:id', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute('/lesson/7');
    expect(await screen.findByText('Failed to load lesson. Please try again later.')).toBeInTheDocument();
  });

  it('shows that a lesson has no exercises', async () => {
    server.use(...lessonHandlers(lessonDetail({ exercises: [] }), puts));
    renderRoute('/lesson/7');
    expect(await screen.findByText('No exercises found for this lesson')).toBeInTheDocument();
  });
});
