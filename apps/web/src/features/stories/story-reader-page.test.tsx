import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoryCompleteResponse, StoryListEntry, StoryReader } from '@hadal/domain';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

const ENTRY: StoryListEntry = {
  id: 3,
  stable_id: 'a1-story-my-family',
  title: 'Qoyskayga',
  title_english: 'My Family',
  description: 'Hodan tells you about her family.',
  cefr_level: 'A1',
  level: 1,
  order_index: 1,
  line_count: 2,
  question_count: 2,
  max_xp: 25,
  completed: false,
  xp_earned: 0,
  best_correct: null,
};

const STORY: StoryReader = {
  ...ENTRY,
  lines: [
    {
      somali: 'Magacaygu waa Hodan.',
      english: 'My name is Hodan.',
      audio_filename: 'magacaygu_waa_hodan.wav',
      audio_url: '/audio/magacaygu_waa_hodan.wav',
      words: [
        { text: 'Magacaygu', gloss: 'my name (as subject)' },
        { text: 'waa', gloss: 'is; marks a statement' },
        { text: 'Hodan.', gloss: "Hodan (a woman's name)" },
      ],
    },
    {
      somali: 'Waxaan ka imid Hargeysa.',
      english: "I'm from Hargeisa.",
      audio_filename: 'waxaan_ka_imid_hargeysa.wav',
      audio_url: '/audio/waxaan_ka_imid_hargeysa.wav',
      words: [
        { text: 'Waxaan', gloss: 'I (before the verb)' },
        { text: 'ka', gloss: 'from' },
        { text: 'imid', gloss: 'came (I)' },
        { text: 'Hargeysa.', gloss: 'Hargeisa' },
      ],
    },
  ],
  questions: [
    { id: 'q1', question: 'Where is Hodan from?', options: ['Hargeisa', 'Mogadishu', 'Berbera'] },
    { id: 'q2', question: 'What is her name?', options: ['Hodan', 'Cali', 'Faadumo'] },
  ],
};

const RESULT: StoryCompleteResponse = {
  story_stable_id: STORY.stable_id,
  correct: 1,
  total: 2,
  passed: false,
  results: [
    { question_id: 'q1', answer: 'Mogadishu', correct: false, correct_answer: 'Hargeisa', explanation: 'Line 2.' },
    { question_id: 'q2', answer: 'Hodan', correct: true, correct_answer: 'Hodan', explanation: 'Line 1.' },
  ],
  xp_granted: 0,
  total_xp: 0,
  streak_days: 1,
  completed: false,
  xp_earned: 0,
  best_correct: 1,
};

let sent: unknown[];
let audioAsked: string[];

beforeEach(() => {
  window.localStorage.setItem('authToken', testAccessToken());
  sent = [];
  audioAsked = [];
  URL.createObjectURL = vi.fn(() => 'blob:line');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

function open(result: StoryCompleteResponse = RESULT, story: StoryReader | null = STORY) {
  server.use(
    http.get('*/api/stories', () => HttpResponse.json([ENTRY])),
    http.get('*/api/stories/:id', () =>
      story ? HttpResponse.json(story) : HttpResponse.json({ detail: 'Story not found' }, { status: 404 }),
    ),
    http.post('*/api/stories/:id/complete', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(result);
    }),
    http.get('*/audio/:file', ({ params }) => {
      audioAsked.push(String(params.file));
      return new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } });
    }),
  );
  const user = userEvent.setup();
  renderRoute(`/stories/${STORY.stable_id}`);
  return user;
}

describe('the story reader', () => {
  it('plays a line, shows its translation on demand and a word meaning on tap or Enter', async () => {
    const user = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Qoyskayga' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'The story' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Play line 2' }));
    await vi.waitFor(() => expect(audioAsked).toEqual(['waxaan_ka_imid_hargeysa.wav']));

    const second = within(lines[1]!);
    expect(second.getByText("I'm from Hargeisa.")).not.toBeVisible();
    await user.click(second.getByRole('button', { name: 'Show translation' }));
    expect(second.getByText("I'm from Hargeisa.")).toBeVisible();
    expect(second.getByRole('button', { name: 'Hide translation' })).toHaveAttribute('aria-expanded', 'true');

    const word = second.getByRole('button', { name: 'Hargeysa.' });
    await user.click(word);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    expect(second.getByRole('status')).toHaveTextContent('Hargeysa: Hargeisa');
    await user.keyboard('{Escape}');
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(second.getByRole('status')).toBeEmptyDOMElement();

    // The keyboard: Tab to a word, Enter shows its meaning.
    const first = within(lines[0]!);
    first.getByRole('button', { name: 'Magacaygu' }).focus();
    await user.keyboard('{Enter}');
    expect(first.getByRole('status')).toHaveTextContent('Magacaygu: my name (as subject)');
  });

  it('asks every question before sending, then shows the graded result and the way back', async () => {
    const user = open();
    await screen.findByRole('heading', { level: 1, name: 'Qoyskayga' });
    await user.click(screen.getByRole('button', { name: 'Answer the questions' }));
    await user.click(await screen.findByRole('button', { name: 'Check my answers' }));
    await vi.waitFor(() => expect(screen.getAllByText('Choose an answer')).toHaveLength(2));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Mogadishu' }));
    await user.click(screen.getByRole('radio', { name: 'Hodan' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByRole('heading', { name: 'Not quite yet' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        answers: [
          { question_id: 'q1', answer: 'Mogadishu' },
          { question_id: 'q2', answer: 'Hodan' },
        ],
      },
    ]);
    expect(screen.getByText('You got 1 of 2 questions right.')).toBeInTheDocument();
    expect(screen.getByText(/Your answer: Mogadishu\. The answer: Hargeisa\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');

    // Try again: a fresh form, the keyboard at its first question.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('radio', { name: 'Mogadishu' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hargeisa' })).toHaveFocus();
  });

  it('shows the XP a first pass earns', async () => {
    const user = open({
      ...RESULT,
      correct: 2,
      passed: true,
      results: RESULT.results.map((r) => ({ ...r, correct: true, answer: r.correct_answer })),
      xp_granted: 25,
      total_xp: 25,
      completed: true,
      xp_earned: 25,
      best_correct: 2,
    });
    await screen.findByRole('heading', { level: 1, name: 'Qoyskayga' });
    await user.click(screen.getByRole('button', { name: 'Answer the questions' }));
    await user.click(await screen.findByRole('radio', { name: 'Hargeisa' }));
    await user.click(screen.getByRole('radio', { name: 'Hodan' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByRole('heading', { name: 'Story Complete' })).toBeInTheDocument();
    expect(screen.getByText('+25 XP')).toBeInTheDocument();
  });

  it('says so when the story is not in the course', async () => {
    open(RESULT, null);
    expect(await screen.findByText('Story not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all stories' })).toHaveAttribute('href', '/stories');
  });
});

describe('the stories list', () => {
  it('lists the stories by level with their done marks', async () => {
    server.use(
      http.get('*/api/stories', () =>
        HttpResponse.json([
          ENTRY,
          {
            ...ENTRY,
            id: 4,
            stable_id: 'a2-story-x',
            title: 'Suuqa',
            cefr_level: 'A2',
            completed: true,
            xp_earned: 30,
          },
        ]),
      ),
    );
    renderRoute('/stories');
    expect(await screen.findByRole('heading', { name: 'A1 · Beginner 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A2 · Beginner 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Qoyskayga/ })).toHaveAttribute('href', '/stories/a1-story-my-family');
    expect(screen.getByText('Done · 30 XP')).toBeInTheDocument();
    expect(screen.getByText('Up to 25 XP')).toBeInTheDocument();
  });

  it('says when there are no stories', async () => {
    server.use(http.get('*/api/stories', () => HttpResponse.json([])));
    renderRoute('/stories');
    expect(await screen.findByText('No stories available at the moment.')).toBeInTheDocument();
  });
});
