import { similarityCheckBodySchema, similarityResultSchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

export function registerSimilarityRoutes(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/similarity/check',
    {
      schema: {
        tags: ['posts'],
        summary:
          "Score a text against the accounts' posts within 30 days and the library, without saving (the similarity modal)",
        security: [{ bearer: [] }],
        body: similarityCheckBodySchema,
        response: { 200: similarityResultSchema },
      },
    },
    async (request) => services.similarity.check(requireAuth(request), request.body),
  );
}
