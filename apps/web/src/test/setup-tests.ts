import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw-server';

/*
 * Stray console.error calls and requests without a handler fail the test that caused them
 * (CONVENTIONS.md §15).
 */
const problems: string[] = [];

// Lazy route chunks are transformed on first import, slowly on a busy machine: findBy* queries wait
// for facts, and a slow machine must not turn into a failure (a passing test returns as soon as it sees them).
configure({ asyncUtilTimeout: 30_000 });

// jsdom does not implement scrolling; the router's scroll restoration and screens call it.
window.scrollTo = () => undefined;
// Nor media playback: audio "plays" at once (a test spies on play() to see what was played).
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
window.HTMLMediaElement.prototype.pause = () => undefined;

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request) {
      problems.push(`Unhandled ${request.method} ${request.url}`);
    },
  });
});

beforeEach(() => {
  problems.length = 0;
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  if (problems.length > 0) {
    const message = problems.join('\n');
    problems.length = 0;
    throw new Error(`Test produced unexpected output:\n${message}`);
  }
});

afterAll(() => server.close());
