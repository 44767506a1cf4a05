import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { StartupGate } from './startup-gate';

function renderGate(prepare?: () => Promise<unknown>) {
  return render(
    <StartupGate prepare={prepare}>
      <p>App content</p>
    </StartupGate>,
  );
}

/** Advance fake time and let pending promises (fetch, MSW) settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('StartupGate', () => {
  it('shows the opening screen for 1000 ms, then the app when the API is healthy', async () => {
    vi.useFakeTimers();
    renderGate();
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await advance(999);
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('App content')).toBeInTheDocument();
  });

  it('shows the maintenance page when the health check answers 503', async () => {
    vi.useFakeTimers();
    server.use(http.get('*/api/health', () => new HttpResponse(null, { status: 503 })));
    renderGate();
    await advance(1000);
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
  });

  it('shows the maintenance page on a network error', async () => {
    vi.useFakeTimers();
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    renderGate();
    await advance(1000);
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
  });

  it('keeps the opening screen while the check runs and gives up after 6000 ms', async () => {
    vi.useFakeTimers();
    server.use(
      http.get('*/api/health', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderGate();
    await advance(5999);
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
  });

  it('checks again from the maintenance page', async () => {
    vi.useFakeTimers();
    server.use(http.get('*/api/health', () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderGate();
    await advance(1000);
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('App content')).toBeInTheDocument();
  });

  it("waits for the first screen's code before showing the app, and gives up on it after 6000 ms", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    renderGate(() => new Promise<void>((resolve) => (finish = resolve)));
    await advance(1500);
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByText('App content')).toBeInTheDocument();

    vi.useFakeTimers();
    renderGate(() => new Promise(() => {}));
    await advance(5999);
    expect(screen.getAllByText('Loading Hadal')).toHaveLength(1);
    await advance(1);
    expect(screen.getAllByText('App content')).toHaveLength(2);
  });

  it('shows the maintenance page without waiting for the first screen', async () => {
    vi.useFakeTimers();
    server.use(http.get('*/api/health', () => new HttpResponse(null, { status: 503 })));
    renderGate(() => new Promise(() => {}));
    await advance(1000);
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
  });
});
