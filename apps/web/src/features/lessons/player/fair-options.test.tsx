import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@hadal/domain';
import { lessonProgressKey } from '@/lib/storage-keys';
import { lessonDetail } from '@/features/lessons/testing/lesson-fixtures';
import { lessonPlayerHarness } from '@/features/lessons/testing/player-harness';

const { open } = lessonPlayerHarness();

const OPTIONS = ['caano', 'biyo', 'shaah', 'hilib', 'bariis', 'rooti'];
const question = (id: string): Exercise => ({
  id,
  type: 'multiple_choice',
  question: "How do you say 'water'?",
  options: OPTIONS,
  correct_answer: 'biyo',
  is_core: true,
});
const lesson = lessonDetail({ exercises: [question('q1'), question('q2'), question('q3')] });

async function shownOptions(): Promise<string[]> {
  const group = await screen.findByRole('radiogroup', { name: 'Answer options' });
  return within(group)
    .getAllByRole('radio')
    .map((r) => r.textContent?.replace(/^\d/, '') ?? '');
}

describe('fair questions', () => {
  it('shows the options in the attempt order: the same after a reload, a new one on restart', async () => {
    const first = open(lesson);
    const shown = await shownOptions();
    expect([...shown].sort()).toEqual([...OPTIONS].sort());
    const attempt = JSON.parse(window.localStorage.getItem(lessonProgressKey('a1-water')) ?? '{}').attemptId;
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);
    first.unmount();

    const again = open(lesson);
    expect(await shownOptions()).toEqual(shown);
    await again.user.click(screen.getByRole('button', { name: 'Restart' }));
    await screen.findByText('Exercise 1 of 3');
    const next = JSON.parse(window.localStorage.getItem(lessonProgressKey('a1-water')) ?? '{}').attemptId;
    expect(next).not.toBe(attempt);
  });

  it('grades the picked value wherever it shows, and the number keys pick in the shown order', async () => {
    const { user } = open(lesson);
    const shown = await shownOptions();
    const at = shown.indexOf('biyo');
    await user.keyboard(String(at + 1));
    expect(screen.getByRole('radio', { name: /biyo/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
  });
});
