import {
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categoryRenameBodySchema,
  categoryViewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['library'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a category id' }) });

export function registerCategoryRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: "A calendar's library categories with their post counts",
        security,
        querystring: categoryListQuerySchema,
        response: { 200: z.array(categoryViewSchema) },
      },
    },
    async (request) => services.categories.list(requireAuth(request), request.query.calendarId),
  );
  routes.post(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (403 without the category permission)',
        security,
        body: categoryCreateBodySchema,
        response: { 201: categoryViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await services.categories.create(requireAuth(request), request.body.calendarId, request.body.title),
        ),
  );
  routes.put(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category',
        security,
        params,
        body: categoryRenameBodySchema,
        response: { 200: categoryViewSchema },
      },
    },
    async (request) =>
      services.categories.rename(requireAuth(request), request.params.id, request.body.title),
  );
  routes.delete(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category and the library posts in it',
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.categories.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
