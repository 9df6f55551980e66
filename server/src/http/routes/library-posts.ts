import {
  libraryPostListQuerySchema,
  libraryPostPageSchema,
  libraryPostSaveBodySchema,
  libraryPostViewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['library'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a library post id' }) });

export function registerLibraryPostRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/library-posts',
    {
      schema: {
        tags,
        summary: "A calendar's library, newest first: by category, search and draft, a page at a time",
        security,
        querystring: libraryPostListQuerySchema,
        response: { 200: libraryPostPageSchema },
      },
    },
    async (request) => services.library.list(requireAuth(request), request.query),
  );
  routes.get(
    '/api/library-posts/:id',
    {
      schema: {
        tags,
        summary: 'One library post',
        security,
        params,
        response: { 200: libraryPostViewSchema },
      },
    },
    async (request) => services.library.get(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/library-posts',
    {
      schema: {
        tags,
        summary:
          'Add to the library (403 PLAN_LIMIT at the plan limit; 422 with error.similarity for similar library posts)',
        security,
        body: libraryPostSaveBodySchema,
        response: { 201: libraryPostViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.library.create(requireAuth(request), request.body)),
  );
  routes.put(
    '/api/library-posts/:id',
    {
      schema: {
        tags,
        summary: 'Edit a library post',
        security,
        params,
        body: libraryPostSaveBodySchema,
        response: { 200: libraryPostViewSchema },
      },
    },
    async (request) => services.library.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/library-posts/:id',
    {
      schema: { tags, summary: 'Delete a library post', security, params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await services.library.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
