import { statsQuerySchema, statsReplySchema, yearStatsQuerySchema, yearStatsReplySchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['stats'];
const security = [{ bearer: [] }];

export function registerStatsRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/stats',
    {
      schema: {
        tags,
        summary:
          "A calendar's figures for the days from..to (at most 366) in the user's time zone, with the same figures for the range before: targets by state, network and account, publish lag, published per day and hour of the week, campaign and library share, failure reasons, top posts with their latest metrics, and every account's followers (the last count of the range, its change since the range before and that range's, and the count per day)",
        security,
        querystring: statsQuerySchema,
        response: { 200: statsReplySchema },
      },
    },
    async (request) => services.stats.stats(requireAuth(request), request.query),
  );
  routes.get(
    '/api/stats/year',
    {
      schema: {
        tags,
        summary:
          "Published posts per day of a year in the user's time zone (the year heatmap); the current year when year is left out",
        security,
        querystring: yearStatsQuerySchema,
        response: { 200: yearStatsReplySchema },
      },
    },
    async (request) => services.stats.year(requireAuth(request), request.query),
  );
}
