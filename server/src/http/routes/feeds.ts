import {
  bulkImagesBodySchema,
  bulkImagesResultSchema,
  feedCreateBodySchema,
  feedListQuerySchema,
  feedUpdateBodySchema,
  feedViewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['library'];
const security = [{ bearer: [] }];
const feedParams = z.object({ id: z.uuid({ error: 'Not a feed id' }) });
const postParams = z.object({ id: z.uuid({ error: 'Not a library post id' }) });

/** library#manageRss: a category's feeds, the review of what they bring, and the bulk image upload. */
export function registerFeedRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/feeds',
    {
      schema: {
        tags,
        summary: "A calendar's RSS/Atom feeds (of one category if asked), with each one's last error",
        security,
        querystring: feedListQuerySchema,
        response: { 200: z.array(feedViewSchema) },
      },
    },
    async (request) => services.feeds.list(requireAuth(request), request.query),
  );
  routes.post(
    '/api/feeds',
    {
      schema: {
        tags,
        summary:
          "Add a feed to a category: a feed's address, or a site's whose page names its feed (403 PLAN_LIMIT over rssFeeds)",
        security,
        body: feedCreateBodySchema,
        response: { 201: feedViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.feeds.create(requireAuth(request), request.body)),
  );
  routes.put(
    '/api/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Pause or resume a feed, or turn its auto-approve on or off',
        security,
        params: feedParams,
        body: feedUpdateBodySchema,
        response: { 200: feedViewSchema },
      },
    },
    async (request) => services.feeds.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Delete a feed (the posts it brought stay)',
        security,
        params: feedParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.feeds.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/library-posts/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a post a feed brought: campaigns take it from now on',
        security,
        params: postParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.feedReview.approve(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/library-posts/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a post a feed brought: it is removed and never imported again',
        security,
        params: postParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.feedReview.reject(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/library-posts/bulk-images',
    {
      schema: {
        tags,
        summary:
          'Up to 30 uploaded images, each a library post with its caption (403 PLAN_LIMIT over importImagesPerMonth)',
        security,
        body: bulkImagesBodySchema,
        response: { 201: bulkImagesResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.bulkImages.create(requireAuth(request), request.body)),
  );
}
