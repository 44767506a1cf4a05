import { useCallback, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeWav, PRONUNCIATION_MESSAGES, type PronunciationResult, type SpeechConfig } from '@hadal/domain';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { MicrophoneDenied, type Capture } from '@/lib/recording/microphone';
import { PronunciationPractice } from './pronunciation-practice';

const RECOGNIZER: SpeechConfig = {
  mode: 'recognizer',
  provider: 'openai',
  third_party: true,
  reason: null,
  max_audio_s: 30,
  max_audio_bytes: 5_242_880,
  sample_rate_hz: 16_000,
};

const MATCH: PronunciationResult = {
  feedback: 'match',
  similarity: 1,
  expected_text: 'Waan ku jeclahay.',
  recognized_text: 'Waan ku jeclahay',
  correct_words: ['waan', 'ku', 'jeclahay'],
  missing_words: [],
  extra_words: [],
};

/** A microphone that records a short WAV; records whether it was released. */
function fakeMicrophone() {
  const mic = { opened: 0, released: 0, finished: 0 };
  const startCapture = vi.fn(async (): Promise<Capture> => {
    mic.opened += 1;
    return {
      level: () => 0.5,
      finish: async () => {
        mic.finished += 1;
        mic.released += 1;
        return new Blob([encodeWav(new Float32Array(1600), 16_000) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
      },
      cancel: () => {
        mic.released += 1;
      },
    };
  });
  return { mic, startCapture };
}

/** The lesson player's side: Check Answer, the feedback, Try again. */
function Harness({ startCapture }: { startCapture: () => Promise<Capture> }) {
  const [check, setCheck] = useState<(() => void) | null>(null);
  const [result, setResult] = useState<PronunciationResult | null>(null);
  const onReady = useCallback((c: (() => void) | null) => setCheck(() => c), []);
  return (
    <>
      <PronunciationPractice
        lessonId="a1-water"
        exerciseId="say"
        expectedText="Waan ku jeclahay."
        reference={<button type="button">Play the reference</button>}
        answered={result !== null}
        onReady={onReady}
        onResult={setResult}
        onRetry={() => setResult(null)}
        startCapture={startCapture}
      />
      <button type="button" disabled={!check} onClick={() => check?.()}>
        Check Answer
      </button>
      {result ? <p>feedback: {result.feedback}</p> : null}
    </>
  );
}

function renderPractice(startCapture: () => Promise<Capture>) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness startCapture={startCapture} />
    </AppProviders>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('pronunciation practice with a speech recogniser', () => {
  beforeEach(() => server.use(http.get('*/api/speech/config', () => HttpResponse.json(RECOGNIZER))));

  it('records with a level meter, then Check Answer sends the WAV with the lesson and exercise ids', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post('*/api/check-pronunciation', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(MATCH);
      }),
    );
    const { mic, startCapture } = fakeMicrophone();
    const user = userEvent.setup();
    renderPractice(startCapture);
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    const meter = await screen.findByRole('meter', { name: 'Microphone level' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '50'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByLabelText('Play your recording')).toBeInTheDocument();
    expect(mic.released).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(await screen.findByText('feedback: match')).toBeInTheDocument();
    expect(screen.getByText('Waan ku jeclahay')).toBeInTheDocument();
    // jsdom's Blob does not survive Node's FormData on its way to msw; the end-to-end journey checks the file.
    expect(sent!.has('user_audio')).toBe(true);
    expect(sent!.get('lesson_id')).toBe('a1-water');
    expect(sent!.get('exercise_id')).toBe('say');
  });

  it('says when the check fails, and lets the learner try again after a try-again result', async () => {
    let answer = 502;
    server.use(
      http.post('*/api/check-pronunciation', () =>
        answer === 502
          ? HttpResponse.json({ detail: 'Failed to check pronunciation. Please try again.' }, { status: 502 })
          : HttpResponse.json({ ...MATCH, feedback: 'try again', similarity: 0.2, missing_words: ['ku'] }),
      ),
    );
    const { startCapture } = fakeMicrophone();
    const user = userEvent.setup();
    renderPractice(startCapture);
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Check Answer' }));
    expect(await screen.findByText(PRONUNCIATION_MESSAGES.checkFailed)).toBeInTheDocument();
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(await screen.findByText('feedback: try again')).toBeInTheDocument();
    expect(screen.getByText('ku')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText(/feedback:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('shows the spec message when the microphone is denied', async () => {
    const user = userEvent.setup();
    renderPractice(() => Promise.reject(new MicrophoneDenied('NotAllowedError')));
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRONUNCIATION_MESSAGES.microphoneDenied);
  });

  it('releases the microphone on Record again and when the exercise is left', async () => {
    const { mic, startCapture } = fakeMicrophone();
    const user = userEvent.setup();
    const view = renderPractice(startCapture);
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Record again' }));
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Stop' });
    view.unmount();
    expect(mic.opened).toBe(2);
    expect(mic.released).toBe(2);
  });

  it('Skip Practice answers skip without a recording', async () => {
    const user = userEvent.setup();
    renderPractice(fakeMicrophone().startCapture);
    await user.click(await screen.findByRole('button', { name: 'Skip Practice' }));
    expect(screen.getByText('feedback: skip')).toBeInTheDocument();
  });
});

describe('the self-check (no recogniser)', () => {
  it('compares by ear: Sounds right counts as close, and nothing is uploaded', async () => {
    server.use(http.post('*/api/check-pronunciation', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPractice(fakeMicrophone().startCapture);
    expect(await screen.findByText(/Automatic checking is not available here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Play the reference' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sounds right' }));
    expect(screen.getByText('feedback: close')).toBeInTheDocument();
  });
});
