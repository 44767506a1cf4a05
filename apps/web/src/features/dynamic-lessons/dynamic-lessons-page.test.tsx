import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_LESSON_MESSAGES as M } from '@hadal/domain';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { DynamicLessonsPage } from './dynamic-lessons-page';
import { LESSON } from './dynamic-lessons.fixtures';

function renderPage() {
  const router = createMemoryRouter([{ path: '/dynamic-lessons', element: <DynamicLessonsPage /> }], {
    initialEntries: ['/dynamic-lessons'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('/dynamic-lessons', () => {
  it('lists lessons with a 2-step preview, an honest label and a Start Interactive Lesson link', async () => {
    server.use(http.get('*/api/dynamic-lessons', () => HttpResponse.json([LESSON])));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Greeting a neighbour' });
    expect(within(card).getByText('Assalaamu calaykum, Hodan.')).toBeInTheDocument();
    expect(within(card).getByText('Wacalaykum salaam. Iska warran?')).toBeInTheDocument();
    expect(within(card).queryByText('Waan fiicanahay, adiguna?')).not.toBeInTheDocument();
    expect(
      within(card).getByText(/Built-in practice scenario: Greeting a neighbour \(A1\) \(not AI-written\)/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Interactive Lesson' })).toHaveAttribute(
      'href',
      '/interactive-lesson/7',
    );
  });

  it('shows an empty state, asks for a custom scenario, and puts a new lesson first', async () => {
    let sent: unknown = null;
    server.use(
      http.get('*/api/dynamic-lessons', () => HttpResponse.json([])),
      http.post('*/api/dynamic-lessons/generate', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LESSON, id: 8, scenario: 'At the market' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No lessons yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'B2');
    expect(screen.getByRole('option', { name: 'B2 Upper-Intermediate' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Use a custom scenario'));
    await user.click(screen.getByRole('button', { name: 'Generate Lesson' }));
    expect(screen.getByText(M.scenarioRequired)).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(screen.getByLabelText('Scenario'), 'buying bananas');
    await user.click(screen.getByRole('button', { name: 'Generate Lesson' }));
    expect(await screen.findByRole('article', { name: 'At the market' })).toBeInTheDocument();
    expect(sent).toEqual({ scenario: 'buying bananas', difficulty: 'B2' });
  });

  it("shows the server's detail on a failure, 'Access denied' for a bare 403", async () => {
    server.use(
      http.get('*/api/dynamic-lessons', () => HttpResponse.json([])),
      http.post('*/api/dynamic-lessons/generate', () =>
        HttpResponse.json({ detail: 'Daily limit reached' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate Lesson' }));
    expect(await screen.findByText('Daily limit reached')).toBeInTheDocument();
    server.use(http.post('*/api/dynamic-lessons/generate', () => HttpResponse.json({}, { status: 403 })));
    await user.click(screen.getByRole('button', { name: 'Generate Lesson' }));
    expect(await screen.findByText(M.accessDenied)).toBeInTheDocument();
  });
});
