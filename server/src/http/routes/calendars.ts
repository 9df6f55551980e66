import { calendarBodySchema, calendarSchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['calendars'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a calendar id' }) });

export function registerCalendarRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/calendars',
    {
      schema: {
        tags,
        summary: 'The calendars the caller may see, in list order',
        security,
        response: { 200: z.array(calendarSchema) },
      },
    },
    async (request) => services.calendars.list(requireAuth(request)),
  );
  routes.post(
    '/api/calendars',
    {
      schema: {
        tags,
        summary: "Add a calendar (refused at the plan's limit)",
        security,
        body: calendarBodySchema,
        response: { 201: calendarSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.calendars.create(requireAuth(request), request.body.name)),
  );
  routes.put(
    '/api/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Rename a calendar',
        security,
        params,
        body: calendarBodySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => services.calendars.rename(requireAuth(request), request.params.id, request.body.name),
  );
  routes.delete(
    '/api/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Remove a calendar and everything tied to it (not the last one)',
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.calendars.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
