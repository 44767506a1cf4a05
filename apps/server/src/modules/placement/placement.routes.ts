import {
  detailSchema,
  placementAnswerRequestSchema,
  placementAnswerResponseSchema,
  placementReopenRequestSchema,
  placementReopenResponseSchema,
  placementStatusSchema,
  placementTestSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { PlacementService } from './placement.service';

/**
 * The placement test (content/README.md, "Placement"). Every call reaches only the signed-in
 * learner's own tests; a parent viewing as a child takes the child's test.
 */
export async function placementRoutes(app: AppInstance, { placement }: { placement: PlacementService }) {
  app.get(
    '/placement',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['placement'],
        summary: "The learner's test under way (its current question) and latest placement result",
        response: { 200: placementStatusSchema },
      },
    },
    (request) => placement.status(request.user!.id),
  );

  app.post(
    '/placement/test',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['placement'],
        summary: 'Start the placement test (or take it again): abandons a test under way, answers the first question',
        response: { 201: placementTestSchema, 404: detailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await placement.start(request.user!.id)),
  );

  app.get(
    '/placement/test',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['placement'],
        summary: 'The test under way with its current question (to resume it)',
        response: { 200: placementTestSchema, 404: detailSchema },
      },
    },
    (request) => placement.current(request.user!.id),
  );

  app.post(
    '/placement/answer',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['placement'],
        summary: 'Answer the current question (the server grades it); the next question, or the result once done',
        body: placementAnswerRequestSchema,
        response: { 200: placementAnswerResponseSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => placement.answer(request.user!.id, request.body),
  );

  app.post(
    '/placement/reopen',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['placement'],
        summary:
          'Open again a level the latest placement skipped: its lessons still skipped by placement are not started again',
        body: placementReopenRequestSchema,
        response: { 200: placementReopenResponseSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => placement.reopen(request.user!.id, request.body.level),
  );
}
