import {
  imageSuggestionsBodySchema,
  imageSuggestionsReplySchema,
  imageTextReplySchema,
  importImagesBodySchema,
  importImagesReplySchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['media'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a media id' }) });

/** The image studio's calls (decisions 0130, 0131): text from image, picked images stored. */
export function registerImageToolRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/media/:id/text',
    {
      schema: {
        tags,
        summary: "'Text from image': the text read in one of the calendar's images ('' when none)",
        security,
        params,
        response: { 200: imageTextReplySchema },
      },
    },
    async (request) => services.images.readText(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/media/import',
    {
      schema: {
        tags,
        summary:
          'Fetch picked images (from a page or a stock search) through the server, store them as uploads',
        security,
        body: importImagesBodySchema,
        response: { 200: importImagesReplySchema },
      },
    },
    async (request) => services.images.importImages(requireAuth(request), request.body),
  );
  routes.post(
    '/api/image-suggestions',
    {
      schema: {
        tags,
        summary: "'Select Suggested Images': the calendar's images by read text and tags, then stock photos",
        security,
        body: imageSuggestionsBodySchema,
        response: { 200: imageSuggestionsReplySchema },
      },
    },
    async (request, reply) => {
      // "abortable": the browser dropping the request (before our answer) stops the stock searches too.
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      return services.images.suggest(requireAuth(request), request.body, controller.signal);
    },
  );
}
