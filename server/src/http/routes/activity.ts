import { activityListQuerySchema, activityPageSchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

export function registerActivityRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/activity',
    {
      schema: {
        tags: ['team'],
        summary:
          "A page of the team's activity of the last 90 days, newest first (owners and admins); follow nextCursor",
        security: [{ bearer: [] }],
        querystring: activityListQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => services.activity.list(requireAuth(request), request.query),
  );
}
