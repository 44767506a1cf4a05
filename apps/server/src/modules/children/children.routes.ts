import {
  childCreateRequestSchema,
  childIdParamsSchema,
  childListResponseSchema,
  childProgressResponseSchema,
  childSchema,
  childSessionResponseSchema,
  childUpdateRequestSchema,
  detailSchema,
  parentDashboardResponseSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { createKeptAnswers, sendKeptAnswer } from '@/lib/answer-text';
import type { ChildrenService } from './children.service';

const errors = { 404: detailSchema, 409: detailSchema, 422: detailSchema };
const tags = ['children'];

/**
 * The children calls of spec 01 §7 "Children (parent)": parent accounts only (not a child, not a
 * parent viewing as a child), and only for their own children: anyone else's child answers 404.
 */
export async function childrenRoutes(app: AppInstance, { children }: { children: ChildrenService }) {
  const parent = { access: 'parent' } as const;
  // The dashboard is kept per parent (children.service): its JSON is written, and compressed, once per answer.
  const dashboardAnswer = createKeptAnswers(parentDashboardResponseSchema);

  app.get(
    '/children/dashboard',
    {
      config: parent,
      schema: {
        tags,
        summary:
          "The parent dashboard: each child's lessons completed, XP and last activity, and the lessons available",
        response: { 200: parentDashboardResponseSchema },
      },
      compress: false,
    },
    async (request, reply) => sendKeptAnswer(request, reply, dashboardAnswer(await children.dashboard(request.user!))),
  );

  app.get(
    '/children',
    {
      config: parent,
      schema: { tags, summary: "The parent's child profiles", response: { 200: childListResponseSchema } },
    },
    (request) => children.list(request.user!),
  );

  app.post(
    '/children',
    {
      config: parent,
      schema: {
        tags,
        summary: 'Create a child profile (the child signs in with its username and password; no email is sent)',
        body: childCreateRequestSchema,
        response: { 201: childSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await children.create(request.user!, request.body)),
  );

  app.get(
    '/children/:id',
    {
      config: parent,
      schema: {
        tags,
        summary: 'One child profile',
        params: childIdParamsSchema,
        response: { 200: childSchema, ...errors },
      },
    },
    (request) => children.get(request.user!, request.params.id),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/children/:id',
    config: parent,
    schema: {
      tags,
      summary: 'Edit a child profile; a blank or missing password keeps the current one',
      params: childIdParamsSchema,
      body: childUpdateRequestSchema,
      response: { 200: childSchema, ...errors },
    },
    handler: (request) => children.update(request.user!, request.params.id, request.body),
  });

  app.delete(
    '/children/:id',
    {
      config: parent,
      schema: {
        tags,
        summary: 'Delete a child profile with its progress, reviews and sessions',
        params: childIdParamsSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    (request) => children.remove(request.user!, request.params.id),
  );

  app.get(
    '/children/:id/progress',
    {
      config: parent,
      schema: {
        tags,
        summary: "The child's lesson progress: lesson_stable_id and progress_percentage of each lesson touched",
        params: childIdParamsSchema,
        response: { 200: childProgressResponseSchema, ...errors },
      },
    },
    (request) => children.progress(request.user!, request.params.id),
  );

  app.post(
    '/children/:id/reset-progress',
    {
      config: parent,
      schema: {
        tags,
        summary: "Reset the child's lesson progress and XP",
        params: childIdParamsSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    (request) => children.resetProgress(request.user!, request.params.id),
  );

  app.post(
    '/children/:id/session',
    {
      config: parent,
      schema: {
        tags,
        summary: 'View the app as the child: a child-scoped token pair whose claims name the acting parent',
        params: childIdParamsSchema,
        response: { 200: childSessionResponseSchema, ...errors },
      },
    },
    (request) => children.startSession(request.user!, request.params.id, request.caller!.sessionId),
  );
}
