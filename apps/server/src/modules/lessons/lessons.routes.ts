import {
  cefrLevelsResponseSchema,
  lessonCategoriesResponseSchema,
  lessonDetailSchema,
  lessonFeedbackResponseSchema,
  lessonFeedbackSchema,
  lessonIdParamsSchema,
  lessonListResponseSchema,
  lessonListQuerySchema,
} from '@hadal/domain';
import { z } from 'zod';
import type { AppInstance } from '@/app-types';
import type { LessonsService } from './lessons.service';

const errorSchema = z.object({ detail: z.string() });

/** Lessons of the active bundle (spec 01 §7 "Lessons and progress"). */
export async function lessonsRoutes(app: AppInstance, { lessons: service }: { lessons: LessonsService }) {
  app.get(
    '/lessons/categories',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary: 'Lesson categories of the active bundle',
        response: { 200: lessonCategoriesResponseSchema },
      },
    },
    () => service.categories(),
  );

  app.get(
    '/lessons/cefr-levels',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary: 'CEFR levels that have lessons, in CEFR order',
        response: { 200: cefrLevelsResponseSchema },
      },
    },
    () => service.cefrLevels(),
  );

  app.get(
    '/lessons',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary: 'Lessons of the active bundle, filtered by category, CEFR level and type',
        querystring: lessonListQuerySchema,
        response: { 200: lessonListResponseSchema },
      },
    },
    // Sent pre-serialised: the JSON was checked against lessonListResponseSchema when cached.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send((await service.listJson(request.query)) as never),
  );

  app.get(
    '/lessons/:id',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary: 'One lesson with its exercises, by numeric id or stable_id',
        params: lessonIdParamsSchema,
        response: { 200: lessonDetailSchema, 404: errorSchema },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/lessons/:id/feedback',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary: 'Report a problem with a lesson (wording, grammar or bug)',
        params: lessonIdParamsSchema,
        body: lessonFeedbackSchema,
        response: { 201: lessonFeedbackResponseSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      return reply.code(201).send(await service.addFeedback(user, request.params.id, request.body));
    },
  );
}
