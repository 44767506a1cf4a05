import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lessonProgressKey } from '@/lib/storage-keys';
import { lessonPlayerHarness, next } from '@/features/lessons/testing/player-harness';

const { open } = lessonPlayerHarness();

describe('lesson player exercises', () => {
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
    // Options are dealt in an order of the attempt: the number key is the answer's place as shown.
    const biyo = screen.getByRole('radio', { name: /biyo/ });
    await user.keyboard(String(screen.getAllByRole('radio').indexOf(biyo) + 1));
    expect(biyo).toHaveAttribute('aria-checked', 'true');
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

  it('pronunciation: offers the self-check without a recogniser, asks for a recording on Enter, Skip Practice counts as correct', async () => {
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
    expect(await screen.findByText(/Automatic checking is not available here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please record your pronunciation first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip Practice' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText('Great pronunciation!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toBeInTheDocument();
  });
});
