import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { getLesson, getLessons, getStatefulProgress, sendLessonFeedback, updateProgress } from './api';
import { lessonDetail, listItem } from './testing/lesson-fixtures';

const answer = {
  lesson_stable_id: 'a1-water',
  completed: true,
  skipped: false,
  progress_percentage: 100,
  xp_earned: 32,
  updated_at: '2026-01-02T10:00:00.000Z',
  xp_granted: 32,
  total_xp: 132,
  streak_days: 4,
};

describe('lessons api', () => {
  it('reads the lesson list with the list limit', async () => {
    let limit: string | null = null;
    server.use(
      http.get('*/api/lessons', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json([listItem(lessonDetail())]);
      }),
    );
    expect(await getLessons()).toEqual([listItem(lessonDetail())]);
    expect(limit).toBe('200');
  });

  it('reads one lesson by its id, and refuses a lesson without exercises', async () => {
    let asked = '';
    server.use(
      http.get('*/api/lessons/:id', ({ params }) => {
        asked = String(params.id);
        return HttpResponse.json(lessonDetail());
      }),
    );
    expect(await getLesson('a1 water')).toEqual(lessonDetail());
    expect(asked).toBe('a1 water');
    const { exercises: _none, ...broken } = lessonDetail();
    server.use(http.get('*/api/lessons/:id', () => HttpResponse.json(broken)));
    await expect(getLesson('7')).rejects.toThrow();
  });

  it('reads the stateful progress', async () => {
    const entry = {
      lesson_id: 7,
      lesson_stable_id: 'a1-water',
      completed: false,
      skipped: false,
      progress_percentage: 40,
      state: 'in_progress',
      locked: false,
    };
    server.use(http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([entry])));
    expect(await getStatefulProgress()).toEqual([entry]);
  });

  it('PUTs progress to the stable id and answers the saved progress with the XP total and streak', async () => {
    let sent: unknown = null;
    let path = '';
    server.use(
      http.put('*/api/lessons/progress/:stableId', async ({ request }) => {
        sent = await request.json();
        path = new URL(request.url).pathname;
        return HttpResponse.json(answer);
      }),
    );
    const body = { progress_percentage: 100, completed: true, xp_earned: 32, attempt_id: crypto.randomUUID() };
    expect(await updateProgress('a1-water', body)).toEqual(answer);
    expect(sent).toEqual(body);
    expect(path).toBe('/api/lessons/progress/a1-water');
    server.use(http.put('*/api/lessons/progress/:stableId', () => HttpResponse.json({ ...answer, total_xp: -1 })));
    await expect(updateProgress('a1-water', { progress_percentage: 0 })).rejects.toThrow();
  });

  it('sends lesson feedback', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/lessons/:id/feedback', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 5, message: 'Thanks' }, { status: 201 });
      }),
    );
    expect(await sendLessonFeedback('7', { feedback_type: 'bug', message: 'Broken' })).toEqual({
      id: 5,
      message: 'Thanks',
    });
    expect(sent).toEqual({ feedback_type: 'bug', message: 'Broken' });
  });
});
