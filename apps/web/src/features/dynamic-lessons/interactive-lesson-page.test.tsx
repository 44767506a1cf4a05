import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DYNAMIC_LESSON_MESSAGES as M, encodeWav, type ResponseFeedback, type SpeechConfig } from '@hadal/domain';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { Capture } from '@/lib/recording/microphone';
import { server } from '@/test/msw-server';
import { sessionAt } from './dynamic-lessons.fixtures';
import { InteractiveLessonPage } from './interactive-lesson-page';

const config = (mode: SpeechConfig['mode']): SpeechConfig => ({
  mode,
  provider: mode === 'recognizer' ? 'openai' : 'none',
  third_party: false,
  reason: mode === 'recognizer' ? null : 'not_configured',
  max_audio_s: 30,
  max_audio_bytes: 5_242_880,
  sample_rate_hz: 16_000,
});

const startCapture = vi.fn(async (): Promise<Capture> => ({
  level: () => 0.4,
  finish: async () =>
    new Blob([encodeWav(new Float32Array(1600), 16_000) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
  cancel: () => {},
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/interactive-lesson/:lessonId', element: <InteractiveLessonPage startCapture={startCapture} /> },
      { path: '/dynamic-lessons', element: <h1>Lessons list</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('/interactive-lesson/{lessonId}', () => {
  it('plays a spoken answer, shows the feedback and history, then skips to Lesson Complete', async () => {
    let current = sessionAt(0);
    let upload: File | null = null;
    const correct: ResponseFeedback = {
      feedback_type: 'correct',
      message: M.correct,
      expected_text: 'Wacalaykum salaam. Iska warran?',
      recognized_text: 'wacalaykum salaam iska warran',
      next_step: true,
      completed: false,
    };
    let resolveRespond: () => void = () => {};
    server.use(
      http.get('*/api/speech/config', () => HttpResponse.json(config('recognizer'))),
      http.post('*/api/dynamic-lessons/sessions/7', () => HttpResponse.json(current)),
      http.get('*/api/dynamic-lessons/sessions/31', () => HttpResponse.json(current)),
      http.post('*/api/dynamic-lessons/sessions/31/respond', async ({ request }) => {
        upload = (await request.formData()).get('audio_file') as File;
        await new Promise<void>((r) => (resolveRespond = r));
        current = sessionAt(2, [
          {
            step: 0,
            step_data: current.lesson.conversation_script[0]!,
            user_response: correct.recognized_text,
            feedback: 'correct',
            feedback_message: M.correct,
            expected_response: correct.expected_text,
            expected_audio: 'dyn_b.wav',
          },
        ]);
        return HttpResponse.json(correct);
      }),
      http.post('*/api/dynamic-lessons/sessions/31/skip', () => {
        current = { ...sessionAt(4), conversation_history: current.conversation_history };
        return HttpResponse.json({
          feedback_type: 'skip',
          message: M.skipMessage,
          expected_text: 'Waan fiicanahay, mahadsanid.',
          recognized_text: '',
          next_step: true,
          completed: true,
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/interactive-lesson/7');
    expect(await screen.findByRole('heading', { name: 'Greeting a neighbour' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Assalaamu calaykum, Hodan.')).toBeInTheDocument();
    expect(screen.getByText('Wacalaykum salaam. Iska warran?')).toBeInTheDocument();
    expect(screen.queryByText('And upon you be peace. How are you?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show English' }));
    expect(screen.getByText('And upon you be peace. How are you?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide English' }));

    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(M.analyzing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip & See Answer' })).toBeDisabled();
    resolveRespond();
    expect(await screen.findByText(M.correct)).toBeInTheDocument();
    expect(screen.getByText(/You said:/)).toHaveTextContent('You said: wacalaykum salaam iska warran');
    expect(screen.getByText(/AI feedback may vary/)).toBeInTheDocument();
    expect(upload).toMatchObject({ type: 'audio/wav' });
    expect(screen.getByRole('button', { name: 'Skip & See Answer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'Previous Steps' }).parentElement!;
    expect(within(history).getByText(/Correct/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip & See Answer' }));
    expect(await screen.findByText(M.skipMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Lesson Complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Lessons' }));
    expect(await screen.findByRole('heading', { name: 'Lessons list' })).toBeInTheDocument();
  });

  it('offers the self-check without a recogniser', async () => {
    let sent: string | null = null;
    server.use(
      http.get('*/api/speech/config', () => HttpResponse.json(config('self_check'))),
      http.post('*/api/dynamic-lessons/sessions/7', () => HttpResponse.json(sessionAt(0))),
      http.post('*/api/dynamic-lessons/sessions/31/respond', async ({ request }) => {
        const form = await request.formData();
        sent = form.get('self_check') as string;
        expect(form.get('audio_file')).toBeNull();
        return HttpResponse.json({
          feedback_type: 'close',
          message: M.selfCheckRight,
          expected_text: 'x',
          recognized_text: '',
          next_step: true,
          completed: false,
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/interactive-lesson/7');
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Sounds right' }));
    expect(await screen.findByText(M.selfCheckRight)).toBeInTheDocument();
    expect(sent).toBe('sounds_right');
  });

  it("says 'Lesson not found' for a missing lesson and shows other errors in red", async () => {
    server.use(
      http.get('*/api/speech/config', () => HttpResponse.json(config('recognizer'))),
      http.post('*/api/dynamic-lessons/sessions/7', () =>
        HttpResponse.json({ detail: 'Lesson not found' }, { status: 404 }),
      ),
      http.post('*/api/dynamic-lessons/sessions/8', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    renderAt('/interactive-lesson/7');
    expect(await screen.findByText(M.lessonNotFound)).toBeInTheDocument();
  });
});
