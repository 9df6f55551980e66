import {
  accountSchema,
  chooseAccountsBodySchema,
  connectAttemptSchema,
  connectBodySchema,
  connectCallbackQuerySchema,
  connectReplySchema,
  credentialsConnectBodySchema,
  credentialsConnectReplySchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a connection id' }) });

/** The connect flow: authorize URL, the network's callback, then the user's choice of accounts. */
export function registerAccountConnectRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/accounts/connect',
    {
      schema: {
        tags,
        summary: "Start connecting (or reconnecting) a network's accounts: the URL to send the browser to",
        security,
        body: connectBodySchema,
        response: { 200: connectReplySchema },
      },
    },
    async (request) => services.connect.start(requireAuth(request), request.body),
  );
  routes.post(
    '/api/accounts/connect/credentials',
    {
      schema: {
        tags,
        summary:
          'Connect a network that signs in with a handle and an app password (Bluesky): the attempt to choose from',
        security,
        body: credentialsConnectBodySchema,
        response: { 200: credentialsConnectReplySchema },
      },
    },
    async (request) => services.connect.credentials(requireAuth(request), request.body),
  );
  routes.get(
    '/api/accounts/connect/callback',
    {
      schema: {
        tags,
        summary:
          'Where the network sends the browser back; redirects to /{calendarId}/settings with connect, reconnected or connectError',
        querystring: connectCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await services.connect.callback(request.query);
      if (outcome.failure) request.log.warn({ err: outcome.failure }, 'the network refused a connection');
      return reply.redirect(outcome.location, 302);
    },
  );
  routes.get(
    '/api/accounts/connect/:id',
    {
      schema: {
        tags,
        summary: 'What the network offered to connect (only for the user who started it)',
        security,
        params,
        response: { 200: connectAttemptSchema },
      },
    },
    async (request) => services.connect.attempt(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/accounts/connect/:id',
    {
      schema: {
        tags,
        summary: "Connect the chosen accounts (the plan's socialMediaAccounts limit applies)",
        security,
        params,
        body: chooseAccountsBodySchema,
        response: { 201: z.array(accountSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await services.connect.choose(requireAuth(request), request.params.id, request.body.externalIds),
        ),
  );
}
