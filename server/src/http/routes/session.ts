import {
  acceptInvitationBodySchema,
  changePasswordBodySchema,
  confirmRegistrationBodySchema,
  loginBodySchema,
  messageReplySchema,
  messages,
  recoverPasswordBodySchema,
  registerBodySchema,
  sessionReplySchema,
} from '@kairos/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['session'];

function client(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function registerSessionRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/session/register',
    {
      schema: {
        tags,
        summary:
          'Sign up: mails a link that creates the team, its owner and a first calendar (the same answer for a known e-mail)',
        body: registerBodySchema,
        response: { 202: messageReplySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await services.sessions.register(request.body)),
  );
  routes.post(
    '/api/session/confirm-registration',
    {
      schema: {
        tags,
        summary: 'Open the sign-up link: creates the account and logs in',
        body: confirmRegistrationBodySchema,
        response: { 201: sessionReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.sessions.confirmRegistration(request.body.token, client(request))),
  );
  routes.post(
    '/api/session/accept-invitation',
    {
      schema: {
        tags,
        summary: "Open an invitation's link: choose the password (once) and log in",
        body: acceptInvitationBodySchema,
        response: { 201: sessionReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.invitations.accept(request.body.token, request.body.password, client(request))),
  );
  routes.post(
    '/api/session/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: loginBodySchema,
        response: { 200: sessionReplySchema },
      },
    },
    async (request, reply) => {
      const { session, deviceCookie } = await services.sessions.login(request.body, {
        ...client(request),
        cookieHeader: request.headers.cookie,
        log: request.log,
      });
      // Decision 0143: this browser is now known for the account; its right password is never delayed.
      return reply.header('set-cookie', deviceCookie).send(session);
    },
  );
  routes.post(
    '/api/session/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current session',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.sessions.logout(requireAuth(request));
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/session/recover-password',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time link (valid one hour) to choose a new password',
        body: recoverPasswordBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await services.sessions.recoverPassword(request.body.email);
      return { message: messages.session.recoverySent };
    },
  );
  routes.post(
    '/api/session/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password with a recovery token, or with the current password',
        body: changePasswordBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await services.sessions.changePassword(request.body, request.auth);
      return { message: messages.session.passwordChanged };
    },
  );
}
