import {
  detailSchema,
  storyCompleteRequestSchema,
  storyCompleteResponseSchema,
  storyListResponseSchema,
  storyParamsSchema,
  storyReaderSchema,
} from '@hadal/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '@/app-types';
import type { StoriesService } from './stories.service';

/** The learner's local time zone (x-time-zone) for the streak. */
const zoneOf = (request: FastifyRequest) => {
  const zone = request.headers['x-time-zone'];
  return typeof zone === 'string' ? zone : null;
};

/** Graded reading (docs/learning.md, "Stories"). Every call reads and writes the signed-in learner's own progress. */
export async function storiesRoutes(app: AppInstance, { stories }: { stories: StoriesService }) {
  app.get(
    '/stories',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['stories'],
        summary: "The active bundle's stories by level, with the learner's completion and XP",
        response: { 200: storyListResponseSchema },
      },
    },
    (request) => stories.list(request.user!.id),
  );

  app.get(
    '/stories/:story_id',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['stories'],
        summary: 'A story to read: lines with translation, audio and word glosses; questions without their answers',
        params: storyParamsSchema,
        response: { 200: storyReaderSchema, 404: detailSchema },
      },
    },
    (request) => stories.detail(request.user!.id, request.params.story_id),
  );

  app.post(
    '/stories/:story_id/complete',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['stories'],
        summary: 'Grade the answers on the server; the first pass grants XP like a lesson',
        params: storyParamsSchema,
        body: storyCompleteRequestSchema,
        response: { 200: storyCompleteResponseSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => stories.complete(request.user!.id, request.params.story_id, request.body, zoneOf(request)),
  );
}
