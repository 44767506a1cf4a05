import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VoiceStudioQueue, VoiceStudioRecording } from '@hadal/domain';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

function signIn(admin: boolean) {
  localStorage.setItem('authToken', testAccessToken({ sub: 'voice@example.com', uid: 3 }));
  localStorage.setItem('refreshToken', 'voice-refresh');
  localStorage.setItem('userType', 'adult');
  localStorage.setItem('isAdmin', String(admin));
  localStorage.setItem('isParent', 'false');
  server.use(
    http.get('*/api/auth/profile', () =>
      HttpResponse.json(testProfile({ is_admin: admin, is_voice_contributor: !admin })),
    ),
  );
}

const QUEUE: VoiceStudioQueue = {
  items: [
    { audio_key: 'iska_warran.wav', somali: 'Iska warran?', english: 'how are you?', plays: 12, pending_mine: false },
    { audio_key: 'mahadsanid.wav', somali: 'Mahadsanid', english: 'thank you', plays: 1, pending_mine: true },
  ],
  total: 25,
  skip: 0,
  limit: 20,
};

const recording = (over: Partial<VoiceStudioRecording> = {}): VoiceStudioRecording => ({
  id: 5,
  audio_key: 'mahadsanid.wav',
  somali: 'Mahadsanid',
  english: 'thank you',
  status: 'pending',
  contributor_name: 'Xaliimo',
  duration_ms: 900,
  recorded_at: '2026-11-29T10:00:00.000Z',
  reviewed_at: null,
  ...over,
});

const row = (text: string) => screen.getByText(text, { exact: true }).closest('li')!;

describe('Voice studio', () => {
  it('lists the lines to record, most played first, with the computer voice, and pages through them', async () => {
    signIn(false);
    const asked: string[] = [];
    server.use(
      http.get('*/api/voice-studio/queue', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('skip')!);
        return HttpResponse.json(QUEUE);
      }),
      http.get('*/api/voice-studio/recordings', () => HttpResponse.json({ recordings: [recording()] })),
    );
    renderRoute('/voice-studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voice studio' })).toBeInTheDocument();
    expect(screen.getByText('25 lines to record')).toBeInTheDocument();
    const first = within(row('Iska warran?'));
    expect(first.getByText('how are you?')).toBeInTheDocument();
    expect(first.getByText('12 plays')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Computer voice: Iska warran?' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Record: Iska warran?' })).toBeInTheDocument();
    const waiting = within(screen.getAllByText('Mahadsanid')[0]!.closest('li')!);
    expect(waiting.getByText(/your recording is waiting for review/)).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: 'Record again: Mahadsanid' })).toBeInTheDocument();
    // Their own recordings, with where each stands.
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(() => asked).toContain('20');
  });

  it('tells an account that is not a contributor who can open the studio', async () => {
    signIn(false);
    server.use(
      http.get('*/api/voice-studio/queue', () =>
        HttpResponse.json({ detail: 'Voice contributor access required' }, { status: 403 }),
      ),
      http.get('*/api/voice-studio/recordings', () =>
        HttpResponse.json({ detail: 'Voice contributor access required' }, { status: 403 }),
      ),
    );
    renderRoute('/voice-studio');
    expect(await screen.findByText(/An administrator can make your account one/)).toBeInTheDocument();
  });

  it('says so when every line has a native voice', async () => {
    signIn(false);
    server.use(
      http.get('*/api/voice-studio/queue', () => HttpResponse.json({ ...QUEUE, items: [], total: 0 })),
      http.get('*/api/voice-studio/recordings', () => HttpResponse.json({ recordings: [] })),
    );
    renderRoute('/voice-studio');
    expect(await screen.findByText(/Every line of the course has a native voice/)).toBeInTheDocument();
  });
});

describe('Voice review', () => {
  it('plays each pending recording beside its text and approves only after confirmation', async () => {
    signIn(true);
    let approved: string | null = null;
    server.use(
      http.get('*/api/voice-studio/recordings', ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        return HttpResponse.json({ recordings: approved ? [] : [recording()] });
      }),
      http.post('*/api/voice-studio/recordings/:id/approve', ({ params }) => {
        approved = String(params.id);
        return HttpResponse.json({ detail: 'Recording approved' });
      }),
    );
    renderRoute('/admin/voice-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voice Review' })).toBeInTheDocument();
    const item = within((await screen.findByText('Mahadsanid')).closest('li')!);
    expect(item.getByText('thank you')).toBeInTheDocument();
    expect(item.getByText('By Xaliimo · 0.9 s')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Recording by Xaliimo: Mahadsanid' })).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Voice heard now: Mahadsanid' })).toBeInTheDocument();

    await userEvent.click(item.getByRole('button', { name: 'Approve the recording of Mahadsanid by Xaliimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Recording' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(approved).toBeNull();
    await userEvent.click(
      within(row('Mahadsanid')).getByRole('button', { name: 'Approve the recording of Mahadsanid by Xaliimo' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve Recording' })).getByRole('button', { name: 'Approve' }),
    );
    await expect.poll(() => approved).toBe('5');
    expect(await screen.findByText('No recordings are waiting for review.')).toBeInTheDocument();
  });

  it('rejects after confirmation and shows the server’s reason when it refuses', async () => {
    signIn(true);
    server.use(
      http.get('*/api/voice-studio/recordings', () => HttpResponse.json({ recordings: [recording()] })),
      http.post('*/api/voice-studio/recordings/:id/reject', () =>
        HttpResponse.json({ detail: 'This recording has already been reviewed.' }, { status: 409 }),
      ),
    );
    renderRoute('/admin/voice-review');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the recording of Mahadsanid by Xaliimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Recording' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This recording has already been reviewed.')).toBeInTheDocument();
  });
});
