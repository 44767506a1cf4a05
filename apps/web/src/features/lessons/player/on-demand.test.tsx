import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@hadal/domain';
import { lessonDetail, lessonHandlers } from '@/features/lessons/testing/lesson-fixtures';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken } from '@/test/msw-server';
import { ExerciseView } from './exercise-view';
import { prefetchLesson } from './lesson-player-page';
import { loadedAnswerCheck } from './on-demand';

// One file, one module registry: each test uses a kind of exercise no earlier test has loaded. The
// learner's first touch or key press is in first-input.test.tsx, with a registry of its own.

// The fixture lesson's exercises by id: intro, mc (multiple choice), fill, match, say.
const exercises = Object.fromEntries(lessonDetail().exercises.map((e) => [e.id, e]));

function view(exercise: Exercise, onOutcome = vi.fn()) {
  render(<ExerciseView exercise={exercise} isLast={false} onOutcome={onOutcome} onNext={vi.fn()} />);
  return onOutcome;
}

describe('the lesson player’s parts loaded on demand', () => {
  it('an exercise whose view has not loaded shows a loading line, then the exercise whole', async () => {
    view(exercises.match!);
    expect(screen.getByRole('status')).toHaveTextContent('Loading exercise…');
    expect(screen.queryByRole('button', { name: 'Check Matches' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check Matches' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Match the words' })).toBeInTheDocument();
  });

  it('a check made before the answer rules have loaded waits for them, then answers', async () => {
    expect(loadedAnswerCheck()).toBeUndefined();
    const user = userEvent.setup();
    const onOutcome = view(exercises.fill!);
    await user.type(await screen.findByLabelText('Your answer'), 'kani');
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith(true);
    expect(loadedAnswerCheck()).toBeDefined();
  });

  it('the start-up prefetch loads the view of the exercise the lesson opens at', async () => {
    const lesson = lessonDetail({ exercises: [exercises.mc!] });
    server.use(...lessonHandlers(lesson, []));
    window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
    await prefetchLesson(new QueryClient(), String(lesson.id));
    // Rendered at once: no loading line.
    view(exercises.mc!);
    expect(screen.getByRole('radio', { name: /biyo/ })).toBeInTheDocument();
  });
});
