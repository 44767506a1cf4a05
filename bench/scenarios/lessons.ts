import { randomUUID } from 'node:crypto';
import type { RequestSpec, Scenario, ScenarioContext } from './types';

async function firstLessonStableId(ctx: ScenarioContext, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${ctx.baseUrl}/api/lessons?limit=200`, { headers });
  if (!res.ok) throw new Error(`GET /api/lessons answered ${res.status}`);
  const lessons = (await res.json()) as { stable_id: string }[];
  if (!lessons[0]) throw new Error('the active bundle has no lessons');
  return lessons[0].stable_id;
}

/** A progress update of the first lesson; the harness sends the JSON content type with each body. */
async function progressPut(ctx: ScenarioContext, extraHeaders: Record<string, string> = {}): Promise<RequestSpec> {
  const headers = await ctx.learnerAuth();
  const stableId = await firstLessonStableId(ctx, headers);
  return { method: 'PUT', path: `/api/lessons/progress/${stableId}`, headers: { ...headers, ...extraHeaders } };
}

/** The lesson calls a learner makes most: the dashboard's list and the progress save on every exercise change. */
export const lessonsScenarios: Scenario[] = [
  {
    name: 'GET /api/lessons?limit=200',
    prepare: async (ctx) => ({ method: 'GET', path: '/api/lessons?limit=200', headers: await ctx.learnerAuth() }),
  },
  {
    name: 'GET /api/lessons/progress/stateful',
    prepare: async (ctx) => ({
      method: 'GET',
      path: '/api/lessons/progress/stateful',
      headers: await ctx.learnerAuth(),
    }),
  },
  {
    // One learner's updates run one at a time (row lock): 50 connections on one learner is the worst case.
    name: 'PUT /api/lessons/progress/{id} (exercise change)',
    prepare: (ctx) => progressPut(ctx, { 'x-time-zone': 'Africa/Mogadishu' }),
    nextBody: (i) => JSON.stringify({ progress_percentage: i % 100 }),
  },
  {
    name: 'PUT /api/lessons/progress/{id} (completion with XP, new attempt each time)',
    prepare: (ctx) => progressPut(ctx),
    nextBody: () =>
      JSON.stringify({ progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: randomUUID() }),
  },
];
