import {
  accountCountSchema,
  accountSchema,
  accountsQuerySchema,
  networkSchema,
  tiktokCreatorInfoSchema,
  updateAccountBodySchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not an account id' }) });

export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/networks',
    {
      schema: {
        tags,
        summary: 'The networks this server can connect, and whether each is configured',
        security,
        response: { 200: z.array(networkSchema) },
      },
    },
    async (request) => {
      requireAuth(request);
      return services.accounts.networks();
    },
  );
  routes.get(
    '/api/accounts',
    {
      schema: {
        tags,
        summary: "A calendar's connected accounts (never their tokens)",
        security,
        querystring: accountsQuerySchema,
        response: { 200: z.array(accountSchema) },
      },
    },
    async (request) => services.accounts.list(requireAuth(request), request.query.calendarId),
  );
  routes.get(
    '/api/accounts/count',
    {
      schema: {
        tags,
        summary: 'How many accounts a calendar has',
        security,
        querystring: accountsQuerySchema,
        response: { 200: accountCountSchema },
      },
    },
    async (request) => services.accounts.count(requireAuth(request), request.query.calendarId),
  );
  routes.get(
    '/api/accounts/sync',
    {
      schema: {
        tags,
        summary: "Renews a calendar's tokens that are about to expire; refused ones show tokenExpired",
        security,
        querystring: accountsQuerySchema,
        response: { 200: z.array(accountSchema) },
      },
    },
    async (request) => services.accounts.sync(requireAuth(request), request.query.calendarId),
  );
  routes.get(
    '/api/accounts/:id/tiktok-creator',
    {
      schema: {
        tags,
        summary:
          "A TikTok account's creator_info, read from TikTok now: its nickname, the privacy levels it may post with, the interactions it turned off and its longest video",
        security,
        params,
        response: { 200: tiktokCreatorInfoSchema },
      },
    },
    async (request) => services.accounts.tiktokCreator(requireAuth(request), request.params.id),
  );
  routes.put(
    '/api/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Disable or enable an account',
        security,
        params,
        body: updateAccountBodySchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => services.accounts.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/accounts/:id',
    { schema: { tags, summary: 'Remove an account', security, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await services.accounts.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
