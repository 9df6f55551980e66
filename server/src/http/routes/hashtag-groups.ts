import {
  hashtagGroupCreateBodySchema,
  hashtagGroupListQuerySchema,
  hashtagGroupUpdateBodySchema,
  hashtagGroupViewSchema,
  mostUsedHashtagsViewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['hashtags'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a hashtag list id' }) });

/** `#addHashtag`: a calendar's named hashtag lists, and its most used hashtags. */
export function registerHashtagRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/hashtag-groups',
    {
      schema: {
        tags,
        summary: "A calendar's hashtag lists by name",
        security,
        querystring: hashtagGroupListQuerySchema,
        response: { 200: z.array(hashtagGroupViewSchema) },
      },
    },
    async (request) => services.hashtags.list(requireAuth(request), request.query.calendarId),
  );
  routes.post(
    '/api/hashtag-groups',
    {
      schema: {
        tags,
        summary: "Add a hashtag list (the plan's hashtagLists)",
        security,
        body: hashtagGroupCreateBodySchema,
        response: { 201: hashtagGroupViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.hashtags.create(requireAuth(request), request.body)),
  );
  routes.put(
    '/api/hashtag-groups/:id',
    {
      schema: {
        tags,
        summary: 'Rename a hashtag list, change its hashtags, or both',
        security,
        params,
        body: hashtagGroupUpdateBodySchema,
        response: { 200: hashtagGroupViewSchema },
      },
    },
    async (request) => services.hashtags.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/hashtag-groups/:id',
    {
      schema: { tags, summary: 'Delete a hashtag list', security, params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await services.hashtags.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/hashtags',
    {
      schema: {
        tags,
        summary: "The calendar's most used hashtags, from its latest 2,000 posts",
        security,
        querystring: hashtagGroupListQuerySchema,
        response: { 200: mostUsedHashtagsViewSchema },
      },
    },
    async (request) => services.hashtags.mostUsed(requireAuth(request), request.query.calendarId),
  );
}
