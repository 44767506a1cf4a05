import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { lessonPlayerHarness } from '@/features/lessons/testing/player-harness';

const { open } = lessonPlayerHarness();

describe('lesson feedback', () => {
  it('Report a problem sends the type and message', async () => {
    let sent: unknown = null;
    const { user } = open();
    server.use(
      http.post('*/api/lessons/:id/feedback', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1, message: 'ok' }, { status: 201 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByLabelText('Grammar'));
    await user.type(within(dialog).getByLabelText('Message'), 'Wrong ending');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(sent).toEqual({ feedback_type: 'grammar', message: 'Wrong ending' });
  });

  it('says when feedback fails', async () => {
    const { user } = open();
    server.use(http.post('*/api/lessons/:id/feedback', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Message'), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Failed to submit feedback')).toBeInTheDocument();
  });

  it('closing empties the message and keeps the chosen type', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByLabelText('Bug'));
    await user.type(within(dialog).getByLabelText('Message'), '  ');
    expect(within(dialog).getByRole('button', { name: 'Send Report' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Message'), 'Typo');
    expect(within(dialog).getByRole('button', { name: 'Send Report' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');
    expect(within(dialog).getByLabelText('Bug')).toBeChecked();
  });
});
