import {
  markAllNotificationsSeenReplySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a notification id' }) });

export function registerNotificationRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary:
          "A page of the caller's notifications, newest first, with the number unseen; follow nextCursor for the next",
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => services.notifications.list(requireAuth(request), request.query),
  );
  routes.put(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "Mark all the caller's notifications seen",
        security,
        response: { 200: markAllNotificationsSeenReplySchema },
      },
    },
    async (request) => services.notifications.markAllSeen(requireAuth(request)),
  );
  routes.put(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Mark one notification seen',
        security,
        params,
        response: { 200: notificationSchema },
      },
    },
    async (request) => services.notifications.markSeen(requireAuth(request), request.params.id),
  );
}
