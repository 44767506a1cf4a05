import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@hadal/domain';
import { lessonDetail } from '@/features/lessons/testing/lesson-fixtures';
import { lessonPlayerHarness, next } from '@/features/lessons/testing/player-harness';

const { open } = lessonPlayerHarness();

const listening: Exercise = {
  id: 'listen',
  type: 'listening_comprehension',
  question: 'What do you hear?',
  tts_text: 'Subax wanaagsan.',
  correct_answer: 'Good morning.',
  options: ['Good morning.', 'Good night.', 'Thank you.'],
  audio_filename: 'subax_wanaagsan.wav',
  is_core: true,
};

const dictation: Exercise = {
  id: 'hear',
  type: 'dictation',
  question: 'Type what you hear.',
  tts_text: 'Waan cunayaa.',
  correct_answer: 'Waan cunayaa.',
  translation: 'I am eating.',
  audio_filename: 'waan_cunayaa.wav',
  is_core: true,
};

const choice: Exercise = {
  id: 'pick',
  type: 'somali_to_english',
  question: 'What does "biyo" mean?',
  correct_answer: 'water',
  options: ['water', 'milk', 'bread'],
  audio_filename: 'biyo.wav',
  is_core: true,
};

/** The audio files fetched, in order, and the settings the learner holds. */
function audioAndSettings(autoplay: boolean) {
  const fetched: string[] = [];
  let settingsAnswered = false;
  const handlers = [
    http.get('*/audio/:file', ({ params }) => {
      fetched.push(String(params.file));
      return new HttpResponse(new Uint8Array(44), { headers: { 'content-type': 'audio/wav' } });
    }),
    http.get('*/api/profile/settings', () => {
      settingsAnswered = true;
      return HttpResponse.json({ daily_goal_minutes: 10, notifications_enabled: true, autoplay_audio: autoplay });
    }),
  ];
  return { fetched, handlers, answered: () => settingsAnswered };
}

afterEach(() => vi.restoreAllMocks());

describe('audio on arrival', () => {
  it('plays a listening question and a dictation as they open, and nothing else', async () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play');
    const audio = audioAndSettings(true);
    const { user } = open(lessonDetail({ exercises: [choice, listening, dictation] }), ...audio.handlers);
    expect(await screen.findByText('What does "biyo" mean?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /water/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(audio.fetched).toEqual([]);
    await next(user);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(audio.fetched).toEqual(['subax_wanaagsan.wav']);
    await user.click(screen.getByRole('radio', { name: /Good morning/ }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    await next(user);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(audio.fetched).toEqual(['subax_wanaagsan.wav', 'waan_cunayaa.wav']);
  });

  it('plays nothing by itself when the learner turned autoplay off', async () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play');
    const audio = audioAndSettings(false);
    open(lessonDetail({ exercises: [dictation, choice] }), ...audio.handlers);
    expect(await screen.findByRole('button', { name: 'Play audio: the sentence to write' })).toBeInTheDocument();
    await waitFor(() => expect(audio.answered()).toBe(true));
    expect(play).not.toHaveBeenCalled();
    expect(audio.fetched).toEqual([]);
  });

  it('stays quiet when the browser refuses to play: the sound button is still there', async () => {
    const play = vi
      .spyOn(window.HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    const audio = audioAndSettings(true);
    open(lessonDetail({ exercises: [dictation, choice] }), ...audio.handlers);
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Play audio: the sentence to write' })).toBeEnabled();
  });
});
