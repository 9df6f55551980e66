import {
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  referralBodySchema,
  referralReplySchema,
  settingsBodySchema,
  userSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const security = [{ bearer: [] }];

export function registerUserRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/user',
    { schema: { tags: ['user'], summary: 'The current user', security, response: { 200: userSchema } } },
    async (request) => services.users.getUser(requireAuth(request)),
  );
  routes.put(
    '/api/settings',
    {
      schema: {
        tags: ['user'],
        summary: 'Update name, avatar, time zone and UTM detection',
        security,
        body: settingsBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => services.users.updateSettings(requireAuth(request), request.body),
  );
  routes.get(
    '/api/user/notification-preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'Which e-mails the current user gets: failed publish, reconnect needed, daily digest',
        security,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => services.users.getNotificationPreferences(requireAuth(request)),
  );
  routes.put(
    '/api/user/notification-preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'Change any of the e-mail preferences; the others stay',
        security,
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => services.users.updateNotificationPreferences(requireAuth(request), request.body),
  );
  routes.post(
    '/api/user/send-referral-email',
    {
      schema: {
        tags: ['user'],
        summary: 'Refer a friend: an invitation e-mail to sign up, at most 10 a day per user',
        security,
        body: referralBodySchema,
        response: { 200: referralReplySchema },
      },
    },
    async (request) => services.users.sendReferral(requireAuth(request), request.body),
  );
}
