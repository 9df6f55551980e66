import { messages, type ErrorReply } from '@kairos/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail } from '../errors/app-error';

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const body: ErrorReply = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.reason ? { reason: error.reason } : {}),
      ...(error.details ? { details: error.details } : {}),
      ...(error.similarity ? { similarity: error.similarity } : {}),
      ...(error.conflicts ? { conflicts: error.conflicts } : {}),
    },
    requestId: String(request.id),
  };
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(body);
}

function validationError(error: FastifyError): AppError {
  const location = error.validationContext ?? 'body';
  const details: ErrorDetail[] = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        path: [location, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }))
    : [{ path: location, message: error.message }];
  // Two checks of one field can say the same thing: say it once.
  const unique = details.filter(
    (detail, index) =>
      details.findIndex((other) => other.path === detail.path && other.message === detail.message) === index,
  );
  return new AppError('VALIDATION_FAILED', unique[0]?.message ?? 'Invalid request', { details: unique });
}

/** Turns anything thrown into the one error body; nothing leaks a stack or answers 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, request, error);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, request, validationError(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return sendError(reply, request, new AppError('PAYLOAD_TOO_LARGE', 'The request is too large'));
    if (status === 429) return sendError(reply, request, new AppError('RATE_LIMITED', error.message));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body: the client's fault, said plainly.
      return sendError(reply, request, new AppError('VALIDATION_FAILED', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, new AppError('INTERNAL', messages.errors.internal));
  });
}
