import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import type { Exercise } from '@hadal/domain';
import { lessonDetail } from '@/features/lessons/testing/lesson-fixtures';
import {
  answerRepeatsAndFinish,
  lessonPlayerHarness,
  next,
  type TestUser,
} from '@/features/lessons/testing/player-harness';

const { puts, open } = lessonPlayerHarness();

const building: Exercise = {
  id: 'build',
  type: 'sentence_building',
  question: 'Build the sentence: "I drink water."',
  correct_answer: 'Biyo ayaan cabbayaa.',
  options: ['Biyo ayaan cabbayaa.', 'Caano ayaan cabbayaa.', 'Biyo ayaad cabbaysaa.'],
  tiles: ['Biyo', 'ayaan', 'cabbayaa', 'caano'],
  translation: 'I drink water.',
  explanation: 'Ayaan marks the word before it, biyo, as what matters.',
  is_core: true,
};

const dictation: Exercise = {
  id: 'hear',
  type: 'dictation',
  question: 'Type what you hear.',
  tts_text: 'Waan cunayaa.',
  correct_answer: 'Waan cunayaa.',
  options: ['Waan cunayaa.', 'Waan cabbayaa.', 'Waan socdaa.'],
  translation: 'I am eating.',
  explanation: 'Cun means eat; -ayaa is the present.',
  audio_filename: 'waan_cunayaa.wav',
  is_core: true,
};

const typed: Exercise = {
  id: 'typed',
  type: 'english_to_somali',
  answer_mode: 'typed',
  question: 'How do you say "close the door!" in Somali?',
  correct_answer: 'Albaabka xidh.',
  options: ['Albaabka xidh.', 'Albaabka fur.', 'Daaqadda xidh.'],
  explanation: 'Xidh is close; fur is open.',
  answer_support: { dialect: [{ standard: 'xidh', southern: 'xir' }] },
  is_core: true,
};

const lessonOf = (...exercises: Exercise[]) => lessonDetail({ exercises });

async function typeAndCheck(user: TestUser, text: string) {
  await user.type(await screen.findByLabelText('Your answer'), text);
  await user.click(screen.getByRole('button', { name: 'Check Answer' }));
}

describe('sentence building', () => {
  it('builds the sentence from tile buttons: add, take back, Check, and shows the explanation when wrong', async () => {
    const { user } = open(lessonOf(building, dictation));
    const tiles = await screen.findByRole('group', { name: 'Word tiles' });
    const sentence = screen.getByRole('group', { name: 'Your sentence' });
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.click(within(tiles).getByRole('button', { name: 'caano' }));
    await user.click(within(tiles).getByRole('button', { name: 'ayaan' }));
    // Tapping a word of the sentence takes it back.
    await user.click(within(sentence).getByRole('button', { name: /^caano/ }));
    expect(within(sentence).queryByRole('button', { name: /^caano/ })).not.toBeInTheDocument();
    await user.click(within(tiles).getByRole('button', { name: 'cabbayaa' }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: Biyo ayaan cabbayaa.')).toBeInTheDocument();
    expect(screen.getByText(building.explanation!)).toBeInTheDocument();
  });

  it('accepts the sentence built in order, by keyboard alone', async () => {
    const { user } = open(lessonOf(building, dictation));
    const tiles = await screen.findByRole('group', { name: 'Word tiles' });
    for (const word of ['Biyo', 'ayaan', 'cabbayaa']) {
      within(tiles).getByRole('button', { name: word }).focus();
      await user.keyboard('{Enter}');
    }
    expect(within(screen.getByRole('group', { name: 'Your sentence' })).getAllByRole('button')).toHaveLength(3);
    screen.getByRole('button', { name: 'Check Answer' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByText(building.explanation!)).not.toBeInTheDocument();
  });
});

describe('sentence building audio', () => {
  it('lets every tile be heard, and the sentence once checked', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/audio/:file', ({ params }) => {
        asked.push(String(params.file));
        return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } });
      }),
    );
    const { user } = open(lessonOf(building, dictation));
    const tiles = await screen.findByRole('group', { name: 'Word tiles' });
    for (const word of building.tiles!)
      expect(within(tiles).getByRole('button', { name: `Play audio: ${word}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play audio: Biyo ayaan cabbayaa.' })).not.toBeInTheDocument();

    await user.click(within(tiles).getByRole('button', { name: 'Play audio: cabbayaa' }));
    await vi.waitFor(() => expect(asked).toEqual(['cabbayaa.wav']));
    // A tile in the sentence leaves its place (and its sound button) in the bank.
    await user.click(within(tiles).getByRole('button', { name: 'Biyo' }));
    expect(within(tiles).queryByRole('button', { name: 'Play audio: Biyo' })).not.toBeInTheDocument();

    for (const word of ['ayaan', 'cabbayaa']) await user.click(within(tiles).getByRole('button', { name: word }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play audio: Biyo ayaan cabbayaa.' }));
    await vi.waitFor(() => expect(asked).toEqual(['cabbayaa.wav', 'biyo_ayaan_cabbayaa.wav']));
  });
});

describe('dictation', () => {
  it('plays the audio without showing the sentence, and forgives one typo with Almost', async () => {
    const { user } = open(lessonOf(dictation, building));
    expect(await screen.findByRole('button', { name: 'Play audio: the sentence to write' })).toBeInTheDocument();
    expect(screen.queryByText('Waan cunayaa.')).not.toBeInTheDocument();
    expect(screen.queryByText('I am eating.')).not.toBeInTheDocument();
    await typeAndCheck(user, 'waan cuneyaa');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Almost — watch the spelling: Waan cunayaa.')).toBeInTheDocument();
  });

  it('marks a changed ending wrong, naming the ending', async () => {
    const { user } = open(lessonOf(dictation, building));
    await typeAndCheck(user, 'waan cunaya');
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Check the ending: cunayaa ends in -aa')).toBeInTheDocument();
  });

  it('marks a wrong sentence wrong with the answer and the explanation', async () => {
    const { user } = open(lessonOf(dictation, building));
    await typeAndCheck(user, 'waan socdaa');
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: Waan cunayaa.')).toBeInTheDocument();
    expect(screen.getByText(dictation.explanation!)).toBeInTheDocument();
  });
});

describe('typed translation', () => {
  it('accepts a southern spelling and shows the standard form; the word bank is a help', async () => {
    const { user } = open(lessonOf(typed, dictation));
    expect(await screen.findByRole('button', { name: 'Show the word bank' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show the word bank' }));
    const bank = screen.getByRole('group', { name: 'Word bank' });
    await user.click(within(bank).getByRole('button', { name: 'Albaabka' }));
    expect(screen.getByLabelText('Your answer')).toHaveValue('Albaabka');
    await typeAndCheck(user, ' xir');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Correct. The standard (northern) spelling is: Albaabka xidh.')).toBeInTheDocument();
  });

  it('number keys never pick an option of a typed question', async () => {
    const { user } = open(lessonOf(typed, dictation));
    await screen.findByLabelText('Your answer');
    await user.keyboard('1');
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
  });
});

describe('graded score', () => {
  it('counts graded questions only: an introduction and a skipped pronunciation do not lift a 1 of 2 to a pass', async () => {
    const lesson = lessonOf(
      { id: 'intro', type: 'vocabulary_introduction', question: 'biyo', translation: 'water', is_core: true },
      dictation,
      building,
      { id: 'say', type: 'pronunciation', question: 'Say it', tts_text: 'Biyo', is_core: true },
    );
    const { user } = open(lesson);
    await next(user);
    await typeAndCheck(user, 'Waan cunayaa');
    await next(user);
    const tiles = await screen.findByRole('group', { name: 'Word tiles' });
    await user.click(within(tiles).getByRole('button', { name: 'caano' }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Skip Practice' }));
    // The sentence answered wrong is asked again before the end; the repeat changes no score.
    await answerRepeatsAndFinish(user);
    // 3 of 4 steps would have passed the old count; 1 of 2 graded questions fails.
    expect(await screen.findByRole('heading', { name: 'Lesson Failed' })).toBeInTheDocument();
    expect(screen.getByText(/You got 1 of 2 graded questions right \(50%\)/)).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toEqual({ progress_percentage: 90 }));
  });
});
