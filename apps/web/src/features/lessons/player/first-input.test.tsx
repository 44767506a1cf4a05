import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server, testAccessToken } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonDetail, lessonHandlers } from '@/features/lessons/testing/lesson-fixtures';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { loadedAnswerCheck } from './on-demand';

describe('the lesson player on the learner’s first touch or key press', () => {
  it('loads the parts it loads on demand (here, the answer checking) without being asked', async () => {
    server.use(...lessonHandlers(lessonDetail(), []));
    window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
    renderRoute('/lesson/7');
    expect(await screen.findByText('Exercise 1 of 5')).toBeInTheDocument();
    // Opened, not touched: the first exercise (an introduction) needs no answer checking.
    expect(loadedAnswerCheck()).toBeUndefined();
    fireEvent.keyDown(window, { key: 'Shift' });
    await vi.waitFor(() => expect(loadedAnswerCheck()).toBeDefined());
  });
});
