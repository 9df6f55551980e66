import {
  imagesByUrlQuerySchema,
  imagesByUrlReplySchema,
  mediaViewSchema,
  temporaryDeleteSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesByUrl } from '../../modules/media/images-by-url';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['media'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not a media id' }) });

export function registerMediaRoutes(
  app: FastifyInstance,
  services: Services,
  fetchOptions: SafeFetchOptions = {},
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/media/uploads',
    {
      schema: {
        tags,
        summary: 'Start an upload: checks the declared type and size, answers where to PUT the bytes',
        security,
        body: uploadRequestSchema,
        response: { 201: uploadTicketSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.media.createUpload(requireAuth(request), request.body)),
  );
  routes.post(
    '/api/media/uploads/:id/complete',
    {
      schema: {
        tags,
        summary: 'Check the uploaded bytes (real type, size, dimensions, duration) and record the media',
        security,
        params,
        response: { 200: mediaViewSchema },
      },
    },
    async (request) => services.media.complete(requireAuth(request), request.params.id),
  );
  routes.get(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'One media with fresh read URLs',
        security,
        params,
        response: { 200: mediaViewSchema },
      },
    },
    async (request) => services.media.get(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/media/temporary-delete',
    {
      schema: {
        tags,
        summary: "The composer's Cancel: delete uploads no post uses yet; answers the ids deleted",
        security,
        body: temporaryDeleteSchema,
        response: { 200: temporaryDeleteSchema },
      },
    },
    async (request) => services.media.temporaryDelete(requireAuth(request), request.body.files),
  );
  routes.get(
    '/api/get-images-by-url',
    {
      schema: {
        tags,
        summary: 'The images of the page at url (Open Graph image first), fetched from the server',
        security,
        querystring: imagesByUrlQuerySchema,
        response: { 200: imagesByUrlReplySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { images: await imagesByUrl(request.query.url, fetchOptions) };
    },
  );
}
