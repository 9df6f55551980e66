import { appConfigSchema, limitsReplySchema, maintenanceSchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { CalendarService } from '../../modules/calendars/calendar-service';
import { requireAuth } from '../authenticate';

export function registerConfigRoutes(
  app: FastifyInstance,
  deps: { config: Config; calendars: CalendarService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api',
    { schema: { tags: ['system'], summary: 'Client configuration', response: { 200: appConfigSchema } } },
    async () => ({
      campaignMaxDurationDays: deps.config.campaignMaxDurationDays,
      startRemovingFreeUsersDate: deps.config.startRemovingFreeUsersDate,
      consultingUrl: deps.config.consultingUrl,
      supportUrl: deps.config.supportUrl,
      supportEmail: deps.config.billing.supportEmail,
    }),
  );
  routes.get(
    '/maintenance',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the product is under maintenance',
        response: { 200: maintenanceSchema },
      },
    },
    async () => ({ underMaintenance: deps.config.underMaintenance }),
  );
  routes.get(
    '/api/limits',
    {
      schema: {
        tags: ['user'],
        summary: "The team's plan limits",
        security: [{ bearer: [] }],
        response: { 200: limitsReplySchema },
      },
    },
    async (request) => ({ limits: await deps.calendars.limits(requireAuth(request)) }),
  );
}
