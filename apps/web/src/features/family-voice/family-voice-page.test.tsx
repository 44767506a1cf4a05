import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FamilyVoiceWordsResponse } from '@hadal/domain';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { signInAsParent } from '@/features/children/testing/family-fixtures';

beforeEach(() => signInAsParent());

const WORDS: FamilyVoiceWordsResponse = {
  child_id: 7,
  child_name: 'Hodan',
  words: [
    { audio_key: 'hooyo.wav', somali: 'hooyo', english: 'mother', source: 'lesson', recorded: 'all' },
    { audio_key: 'aabbe.wav', somali: 'aabbe', english: 'father', source: 'lesson', recorded: null },
  ],
};

function serveWords(body: FamilyVoiceWordsResponse | null = WORDS) {
  server.use(
    http.get('*/api/family-voice/words', ({ request }) => {
      expect(new URL(request.url).searchParams.get('child_id')).toBe('7');
      return body ? HttpResponse.json(body) : HttpResponse.json({ detail: 'Child not found' }, { status: 404 });
    }),
  );
}

const row = (somali: string) => screen.getByText(somali, { exact: true }).closest('li')!;

describe('Record for {child}', () => {
  it('lists the words with the computer voice, and what is recorded', async () => {
    serveWords();
    renderRoute('/parent-dashboard/voice/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Record for Hodan' })).toBeInTheDocument();
    const hooyo = within(row('hooyo'));
    expect(hooyo.getByText('mother')).toBeInTheDocument();
    expect(hooyo.getByText('Your recording: all your children hear it')).toBeInTheDocument();
    for (const name of [
      'Computer voice: hooyo',
      'Your recording: hooyo',
      'Re-record: hooyo',
      'Delete your recording: hooyo',
    ])
      expect(hooyo.getByRole('button', { name })).toBeInTheDocument();
    const aabbe = within(row('aabbe'));
    expect(aabbe.getByText('Not recorded yet: the computer voice plays')).toBeInTheDocument();
    expect(aabbe.getByRole('button', { name: 'Record: aabbe' })).toBeInTheDocument();
    expect(aabbe.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('deletes a recording only after confirmation', async () => {
    serveWords();
    let deleted: string | null = null;
    server.use(
      http.delete('*/api/family-voice/recordings/:key', ({ params }) => {
        deleted = String(params.key);
        return HttpResponse.json({ detail: 'Recording deleted' });
      }),
    );
    renderRoute('/parent-dashboard/voice/7');
    await screen.findByRole('heading', { level: 1, name: 'Record for Hodan' });
    await userEvent.click(within(row('hooyo')).getByRole('button', { name: 'Delete your recording: hooyo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBeNull();
    await userEvent.click(within(row('hooyo')).getByRole('button', { name: 'Delete your recording: hooyo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this recording?' })).getByRole('button', {
        name: 'Delete recording',
      }),
    );
    await expect.poll(() => deleted).toBe('hooyo.wav');
  });

  it("says so when there is nothing to record yet, and when the child is not the parent's", async () => {
    serveWords({ ...WORDS, words: [] });
    const { unmount } = renderRoute('/parent-dashboard/voice/7');
    expect(await screen.findByText(/No words to record yet/)).toBeInTheDocument();
    unmount();
    serveWords(null);
    renderRoute('/parent-dashboard/voice/7');
    expect(await screen.findByText('Child not found')).toBeInTheDocument();
  });
});
