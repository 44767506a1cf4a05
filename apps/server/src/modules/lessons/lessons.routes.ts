import {
  cefrLevelsResponseSchema,
  detailSchema,
  lessonCategoriesResponseSchema,
  lessonDetailSchema,
  lessonFeedbackResponseSchema,
  lessonFeedbackSchema,
  lessonIdParamsSchema,
  lessonListResponseSchema,
  lessonListQuerySchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { notModifiedResponse, sendCachedAnswer } from '@/lib/cached-answer';
import type { LessonsService } from './lessons.service';

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
        response: { 200: lessonListResponseSchema, 304: notModifiedResponse },
      },
      compress: false,
    },
    // Made once per bundle version and query (checked against the schema then), sent compressed, ETag/304.
    async (request, reply) => sendCachedAnswer(request, reply, await service.listAnswer(request.query)),
  );

  app.get(
    '/lessons/:id',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['lessons'],
        summary:
          'One lesson with its exercises, by numeric id or stable_id, and the voice the caller hears for each audio item',
        params: lessonIdParamsSchema,
        response: { 200: lessonDetailSchema, 304: notModifiedResponse, 404: detailSchema },
      },
      compress: false,
    },
    async (request, reply) =>
      sendCachedAnswer(request, reply, await service.detailAnswer(request.params.id, request.caller!)),
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
        response: { 201: lessonFeedbackResponseSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      return reply.code(201).send(await service.addFeedback(user, request.params.id, request.body));
    },
  );
}
