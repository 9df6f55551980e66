import {
  bannerRequestSchema,
  designJobSchema,
  designJobStartedSchema,
  imageAudioRequestSchema,
  templateListSchema,
  templateQuerySchema,
  trimRequestSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['design'];
const security = [{ bearer: [] }];

/** The image studio (issue 23): banner templates, their rendering, and the video tools, as jobs. */
export function registerDesignRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/design/templates',
    {
      schema: {
        tags,
        summary: 'Banner templates by name and tag (spec: GET banner templates ?name&tag)',
        security,
        querystring: templateQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return services.design.listTemplates(request.query);
    },
  );
  routes.get(
    '/api/design/templates/:uid/preview.png',
    {
      schema: {
        tags,
        summary: "A template's preview with its own texts (public: the catalogue is no team's data)",
        params: z.object({ uid: z.string().max(80) }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await services.design.preview(request.params.uid)),
  );
  routes.post(
    '/api/design/banners',
    {
      schema: {
        tags,
        summary: 'Render a banner from a template with modifications (imageData); answers data.uid',
        security,
        body: bannerRequestSchema,
        response: { 202: designJobStartedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await services.design.createBanner(requireAuth(request), request.body)),
  );
  routes.post(
    '/api/design/videos/trim',
    {
      schema: {
        tags,
        summary: 'Trim a video of the calendar to start..end seconds; answers data.uid',
        security,
        body: trimRequestSchema,
        response: { 202: designJobStartedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await services.design.createTrim(requireAuth(request), request.body)),
  );
  routes.post(
    '/api/design/videos/image-audio',
    {
      schema: {
        tags,
        summary: 'Make a video of a picture shown for the length of an audio file; answers data.uid',
        security,
        body: imageAudioRequestSchema,
        response: { 202: designJobStartedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await services.design.createImageAudio(requireAuth(request), request.body)),
  );
  routes.get(
    '/api/design/jobs/:uid',
    {
      schema: {
        tags,
        summary: 'A design job: status, progress, and data.image_url with the media once ready',
        security,
        params: z.object({ uid: z.uuid({ error: 'Not a job id' }) }),
        response: { 200: designJobSchema },
      },
    },
    async (request) => services.design.status(requireAuth(request), request.params.uid),
  );
}
