import {
  calendarPostQuerySchema,
  calendarPostsReplySchema,
  type CalendarPostsReply,
  postBodySchema,
  postCountQuerySchema,
  postCountReplySchema,
  postListQuerySchema,
  postPageSchema,
  postViewSchema,
  retryBodySchema,
} from '@kairos/core';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { gzippedEtag } from '../../modules/posts/calendar-read';
import { requireAuth } from '../authenticate';

/** gzip where the caller takes it (browsers do), else the JSON as it is. */
const encodings = new Negotiator({ supportedValues: ['gzip', 'identity'] });

const tags = ['posts'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a post id' }) });

export function registerPostRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary:
          "A page of a calendar's posts between dateStart and dateEnd, with the filter search's keys (drafts newest first); follow nextCursor for the next",
        security,
        querystring: postListQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) => services.posts.list(requireAuth(request), request.query),
  );
  routes.get(
    '/api/calendar-posts',
    {
      schema: {
        tags,
        summary:
          "The calendar's read model: every post between dateStart and dateEnd (at most 100 days), up to 5,000 a page, grouped by day in the user's zone, each account and campaign named once in the reply's tables (a post's accounts and campaign are indexes into them); follow nextCursor for the next. Answers with an ETag: If-None-Match with it gets 304 while nothing in the range changed",
        security,
        querystring: calendarPostQuerySchema,
        response: { 200: calendarPostsReplySchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const read = await services.calendarRead(requireAuth(request), request.query, ifNoneMatch);
      // A month is 0.9 MB of JSON and an eighth of that gzipped, gzipped once when written (0068).
      const gzipped = encodings.negotiate(request.headers['accept-encoding'] ?? '') === 'gzip';
      // private: the reply is a team's; no-cache: a browser keeps it but asks again, with its ETag.
      void reply
        .header('etag', gzipped ? gzippedEtag(read.etag) : read.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (read.json === null || read.gzipped === null) return reply.status(304).send(null);
      if (gzipped) void reply.header('content-encoding', 'gzip');
      // Written already (modules/posts/calendar-read.ts): Fastify sends bytes as they are, without
      // the route's serializer; the type provider knows only the object.
      return reply
        .type('application/json; charset=utf-8')
        .send((gzipped ? read.gzipped : read.json) as unknown as CalendarPostsReply);
    },
  );
  routes.get(
    '/api/posts/count',
    {
      schema: {
        tags,
        summary: 'Posts per day in the user time zone (type=campaignCreate)',
        security,
        querystring: postCountQuerySchema,
        response: { 200: postCountReplySchema },
      },
    },
    async (request) => services.posts.countPerDay(requireAuth(request), request.query),
  );
  routes.get(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'One post with where it went',
        security,
        params,
        response: { 200: postViewSchema },
      },
    },
    async (request) => services.posts.get(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/posts',
    {
      schema: {
        tags,
        summary:
          'Create a post: now, scheduled or draft (422 CONFIRMATION_REQUIRED lists the warnings to confirm)',
        security,
        body: postBodySchema,
        response: { 201: postViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.posts.create(requireAuth(request), request.body)),
  );
  routes.put(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'Edit a post: unsent accounts are rescheduled with the new content',
        security,
        params,
        body: postBodySchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => services.posts.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a post and cancel what it has not sent',
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.posts.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/posts/:id/retry',
    {
      schema: {
        tags,
        summary: 'Resend a post to the accounts it did not reach',
        security,
        params,
        body: retryBodySchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => services.retryPost(requireAuth(request), request.params.id, request.body?.accountIds),
  );
}
