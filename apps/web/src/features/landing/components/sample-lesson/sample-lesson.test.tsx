import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SampleLesson } from './sample-lesson';

const progress = () => screen.getByRole('progressbar', { name: 'Lesson progress' });
const vocabularyPanel = () => screen.queryByRole('region', { name: 'Key vocabulary' });

describe('SampleLesson', () => {
  it('starts on step 0 with the badge, key vocabulary and learning goals', () => {
    render(<SampleLesson />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Basic Greetings' })).toBeInTheDocument();
    expect(screen.getByText('A1 Beginner')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    const panel = vocabularyPanel();
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    expect(panel).toHaveTextContent('Soo dhawoow');
    expect(panel).toHaveTextContent('Welcome');
    const goals = screen.getByRole('region', { name: "What you'll learn" });
    expect(within(goals).getAllByRole('listitem')).toHaveLength(4);
  });

  it('is played to the end and restarts with Try Again', async () => {
    const user = userEvent.setup();
    render(<SampleLesson />, { wrapper: MemoryRouter });

    // Step 0: introduction, acknowledged with Next.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    // Step 1: Check Answer disabled until an option is chosen.
    const check = screen.getByRole('button', { name: 'Check Answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Mahadsanid' }));
    expect(check).toBeEnabled();
    await user.click(check);
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: Soo dhawoow')).toBeInTheDocument();
    // The choice is locked after checking.
    expect(screen.getByRole('radio', { name: 'Soo dhawoow' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Mahadsanid' })).toBeChecked();

    // Next advances and clears the selection.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('heading', { name: "What does 'Mahadsanid' mean?" })).toHaveFocus();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();

    // Step 2: a correct answer; the last button reads Try Again.
    await user.click(screen.getByRole('radio', { name: 'Thank you' }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(vocabularyPanel()).not.toBeNull();
  });

  it('hides the vocabulary panel on question steps until asked for', async () => {
    const user = userEvent.setup();
    render(<SampleLesson />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(vocabularyPanel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show key vocabulary' }));
    expect(vocabularyPanel()).not.toBeNull();
  });

  it('play buttons do nothing', async () => {
    const user = userEvent.setup();
    render(<SampleLesson />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Play Soo dhawoow' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });
});
