import {
  importCheckViewSchema,
  importLimits,
  importMappingBodySchema,
  importUploadQuerySchema,
  importViewSchema,
  maxImportMegabytes,
  messages,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['library'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ error: 'Not an import id' }) });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', messages.imports.fileTooLarge(maxImportMegabytes));

/** `library#importContent`: a CSV or XLSX file read, checked row by row, then imported by a job. */
export async function registerImportRoutes(app: FastifyInstance, services: Services) {
  // The file is the body, as it is on disk: read as bytes, at most importLimits.maxBytes of them.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: importLimits.maxBytes },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/imports',
      {
        bodyLimit: importLimits.maxBytes,
        // Said before a byte is read when the size is declared.
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > importLimits.maxBytes) throw tooLarge();
        },
        schema: {
          tags,
          summary: 'Upload a CSV or XLSX file (the body, at most 10 MB): its columns and first rows',
          security,
          querystring: importUploadQuerySchema,
          response: { 201: importViewSchema },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const view = await services.imports.upload(requireAuth(request), { ...request.query, bytes });
        return reply.status(201).send(view);
      },
    );
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/imports/:id/check',
    {
      schema: {
        tags,
        summary: 'The dry run: every row checked with the mapping, errors by row number; nothing written',
        security,
        params,
        body: importMappingBodySchema,
        response: { 200: importCheckViewSchema },
      },
    },
    async (request) => services.imports.check(requireAuth(request), request.params.id, request.body.mapping),
  );
  routes.post(
    '/api/imports/:id/start',
    {
      schema: {
        tags,
        summary:
          'Import the rows (a job): to the library, or scheduled when date, time and accounts are mapped',
        security,
        params,
        body: importMappingBodySchema,
        response: { 202: importViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await services.imports.start(requireAuth(request), request.params.id, request.body.mapping)),
  );
  routes.get(
    '/api/imports/:id',
    {
      schema: {
        tags,
        summary: "An import's progress and row errors",
        security,
        params,
        response: { 200: importViewSchema },
      },
    },
    async (request) => services.imports.get(requireAuth(request), request.params.id),
  );
  routes.post(
    '/api/imports/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Stop an import after the rows in hand (each row is written whole or not at all)',
        security,
        params,
        response: { 200: importViewSchema },
      },
    },
    async (request) => services.imports.cancel(requireAuth(request), request.params.id),
  );
}
