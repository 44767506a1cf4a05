import {
  detailSchema,
  reviewItemsQuerySchema,
  reviewItemsResponseSchema,
  reviewLessonParamsSchema,
  reviewMistakesRequestSchema,
  reviewMistakesResponseSchema,
  reviewPopulateResponseSchema,
  reviewSessionRequestSchema,
  reviewSessionResponseSchema,
  reviewStatsSchema,
} from '@hadal/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '@/app-types';
import { createKeptAnswers, sendKeptAnswer } from '@/lib/answer-text';
import type { ReviewService } from './review.service';

/** The learner's local time zone (x-time-zone) for the streak and "due today". */
const zoneOf = (request: FastifyRequest) => {
  const zone = request.headers['x-time-zone'];
  return typeof zone === 'string' ? zone : null;
};

/** Active recall review (spec 02 §7 "Review"). Every call reaches only the signed-in learner's own items. */
export async function reviewRoutes(app: AppInstance, { review }: { review: ReviewService }) {
  // Items and stats are kept per learner (review.service): their JSON is written, and compressed, once per answer.
  const itemsAnswer = createKeptAnswers(reviewItemsResponseSchema);
  const statsAnswer = createKeptAnswers(reviewStatsSchema);
  app.get(
    '/review/items',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['review'],
        summary: 'Items due now, most overdue first; include_recent fills up to limit with recently learned items',
        querystring: reviewItemsQuerySchema,
        response: { 200: reviewItemsResponseSchema },
      },
      compress: false,
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, itemsAnswer(await review.items(request.user!.id, request.query))),
  );

  app.post(
    '/review/session',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['review'],
        summary: 'Record a rating and schedule the next review (FSRS); XP once per review',
        body: reviewSessionRequestSchema,
        response: { 200: reviewSessionResponseSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => review.rate(request.user!.id, request.body, zoneOf(request)),
  );

  app.post(
    '/review/populate/:lessonStableId',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['review'],
        summary: "Add a completed lesson's vocabulary and key phrases to the learner's items (once)",
        params: reviewLessonParamsSchema,
        response: { 200: reviewPopulateResponseSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => review.populate(request.user!.id, request.params.lessonStableId),
  );

  app.post(
    '/review/mistakes/:lessonStableId',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['review'],
        summary: 'Questions answered wrong in a lesson become items (the server reads prompt and answer itself)',
        params: reviewLessonParamsSchema,
        body: reviewMistakesRequestSchema,
        response: { 200: reviewMistakesResponseSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => review.recordMistakes(request.user!.id, request.params.lessonStableId, request.body.exercise_ids),
  );

  app.get(
    '/review/stats',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['review'],
        summary: "total_items, due_today (before the learner's day ends) and accuracy_30_days (percent)",
        response: { 200: reviewStatsSchema },
      },
      compress: false,
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, statsAnswer(await review.stats(request.user!.id, zoneOf(request)))),
  );
}
