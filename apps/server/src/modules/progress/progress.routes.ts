import {
  detailSchema,
  globalProgressResponseSchema,
  lessonIdParamsSchema,
  lessonStableIdParamsSchema,
  progressEntrySchema,
  progressListResponseSchema,
  progressUpdateResponseSchema,
  progressUpdateSchema,
  statefulProgressResponseSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { createKeptAnswers, sendKeptAnswer } from '@/lib/answer-text';
import type { ProgressService } from './progress.service';

/** The signed-in learner's lesson progress (spec 01 §7). Nobody reads or writes another's. */
export async function progressRoutes(app: AppInstance, { progress: service }: { progress: ProgressService }) {
  // Global progress is kept per learner (progress.service): its JSON is written, and compressed, once per answer.
  const globalAnswer = createKeptAnswers(globalProgressResponseSchema);
  app.get(
    '/lessons/progress',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['progress'],
        summary: "The learner's progress on every lesson they touched",
        response: { 200: progressListResponseSchema },
      },
    },
    (request) => service.list(request.user!.id),
  );

  app.get(
    '/lessons/progress/global',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['progress'],
        summary: 'Global progress entries: lesson_stable_id, completed, skipped, progress_percentage',
        response: { 200: globalProgressResponseSchema },
      },
      compress: false,
    },
    async (request, reply) => sendKeptAnswer(request, reply, globalAnswer(await service.global(request.user!.id))),
  );

  app.get(
    '/lessons/progress/stateful',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['progress'],
        summary: 'Every lesson of the active bundle with its state and whether it is locked for this learner',
        response: { 200: statefulProgressResponseSchema },
      },
    },
    (request) => service.stateful(request.user!),
  );

  app.get(
    '/lessons/progress/:id',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['progress'],
        summary: "The learner's progress on one lesson (numeric id or stable_id)",
        params: lessonIdParamsSchema,
        response: { 200: progressEntrySchema, 404: detailSchema },
      },
    },
    (request) => service.one(request.user!.id, request.params.id),
  );

  app.put(
    '/lessons/progress/:stable_id',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['progress'],
        summary: 'Update progress on a lesson; XP is granted once per attempt_id',
        params: lessonStableIdParamsSchema,
        body: progressUpdateSchema,
        response: { 200: progressUpdateResponseSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => {
      const zone = request.headers['x-time-zone'];
      return service.update(
        request.user!,
        request.params.stable_id,
        request.body,
        typeof zone === 'string' ? zone : null,
      );
    },
  );
}
