import {
  campaignBodySchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignViewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a campaign id' }) });

export function registerCampaignRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/campaigns',
    {
      schema: {
        tags,
        summary:
          "A page of a calendar's campaigns in the order they were made; follow nextCursor for the next",
        security,
        querystring: campaignListQuerySchema,
        response: { 200: campaignPageSchema },
      },
    },
    async (request) => services.campaigns.list(requireAuth(request), request.query),
  );
  routes.get(
    '/api/campaigns/:id',
    {
      schema: { tags, summary: 'One campaign', security, params, response: { 200: campaignViewSchema } },
    },
    async (request) => services.campaigns.get(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/campaigns',
    {
      schema: {
        tags,
        summary:
          'Create a campaign and write its posts into the calendar (422 with error.conflicts when another campaign posts to an account at the same time)',
        security,
        body: campaignBodySchema,
        response: { 201: campaignViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.campaigns.create(requireAuth(request), request.body)),
  );
  routes.put(
    '/api/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'Update a campaign: its future unpublished posts are written again',
        security,
        params,
        body: campaignBodySchema,
        response: { 200: campaignViewSchema },
      },
    },
    async (request) => services.campaigns.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'Delete a campaign and its posts not yet sent',
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.campaigns.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
