import { messages } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError, forbidden } from '../../errors/app-error';
import {
  UploadAlreadyReceivedError,
  UploadTooLargeError,
  type LocalMediaStorage,
  type SignedQuery,
} from '../../storage/local-storage';

const hidden = { hide: true };
const tooLarge = 'The file is larger than the upload declared';

/**
 * Local storage's side of the signed URLs: the browser PUTs an upload's bytes here and reads files
 * from here, like it would from a bucket. The signature is the only credential (no session), so
 * it is checked before a byte is read.
 */
export async function registerMediaFileRoutes(
  app: FastifyInstance,
  storage: LocalMediaStorage,
  uploads: {
    now: () => Date;
    /** Whether the upload under this key still waits for its bytes (not checked, not deleted). */
    waitsForBytes(key: string): Promise<boolean>;
  },
) {
  const { now } = uploads;
  await app.register(async (scope) => {
    // The bytes stream to disk as they come: no parser buffers them, whatever their type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put<{ Params: { key: string }; Querystring: SignedQuery }>(
      '/api/media/uploads/:key/content',
      { schema: hidden },
      async (request, reply) => {
        const permit = storage.verifyUpload(request.params.key, request.query, now());
        // An upload URL puts bytes once: not after they arrived, were checked or were deleted.
        if (!permit || !(await uploads.waitsForBytes(request.params.key))) {
          throw forbidden(messages.media.uploadLinkInvalid);
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > permit.size) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
        try {
          await storage.receive(request.params.key, (request.body ?? request.raw) as Readable, permit.size);
        } catch (error) {
          if (error instanceof UploadTooLargeError) {
            throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
          }
          if (error instanceof UploadAlreadyReceivedError) throw forbidden(messages.media.uploadLinkInvalid);
          throw error;
        }
        return reply.status(204).send();
      },
    );
  });

  app.get<{ Params: { key: string }; Querystring: SignedQuery }>(
    '/api/media/files/:key',
    { schema: hidden },
    async (request, reply) => {
      const allowed = storage.verifyRead(request.params.key, request.query, now());
      if (!allowed) throw forbidden(messages.media.uploadLinkInvalid);
      const size = await storage.size(request.params.key);
      if (size === null) throw new AppError('NOT_FOUND', messages.errors.notFound);
      return (
        reply
          .header('content-type', allowed.contentType)
          .header('content-length', String(size))
          .header('cache-control', 'private, max-age=3600')
          // Uploaded bytes are never run as a page of ours, whatever a browser makes of them.
          .header('content-security-policy', 'sandbox')
          .send(storage.openRead(request.params.key))
      );
    },
  );
}
