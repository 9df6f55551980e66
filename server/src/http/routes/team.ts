import { inviteMemberBodySchema, teamMemberSchema, updateMemberBodySchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['team'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a member id' }) });

export function registerTeamRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/team/members',
    {
      schema: {
        tags,
        summary:
          "The team's owner, members and invitations; every member sees them (the calendars among those the caller sees)",
        security,
        response: { 200: z.array(teamMemberSchema) },
      },
    },
    async (request) => services.team.list(requireAuth(request)),
  );
  routes.post(
    '/api/team/members',
    {
      schema: {
        tags,
        summary: 'Invite a member by e-mail with a role and calendars',
        security,
        body: inviteMemberBodySchema,
        response: { 201: teamMemberSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.invitations.invite(requireAuth(request), request.body)),
  );
  routes.post(
    '/api/team/members/:id/resend-invitation',
    {
      schema: {
        tags,
        summary: 'Mail an invitation again; a new link replaces the old one and lasts seven days',
        security,
        params,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => services.invitations.resend(requireAuth(request), request.params.id),
  );
  routes.put(
    '/api/team/members/:id',
    {
      schema: {
        tags,
        summary: "Change a member's role or calendars",
        security,
        params,
        body: updateMemberBodySchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => services.team.update(requireAuth(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/team/members/:id',
    {
      schema: {
        tags,
        summary: 'Remove a member (their posts stay) or revoke an invitation',
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await services.team.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
