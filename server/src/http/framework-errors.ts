import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messages, type ErrorReply } from '@kairos/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { sendError } from './error-handler';

/**
 * What the router refuses before any route runs, in the one error model: an over-long path segment
 * (414, without echoing the path back) and a malformed one (400).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URI_TOO_LONG', messages.validation.uriTooLong)
      : new AppError('BAD_REQUEST', messages.validation.badRequest);
  return sendError(reply, request, refused);
}

const clientErrors: Record<string, AppError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new AppError('REQUEST_TIMEOUT', messages.validation.requestTimeout),
  HPE_HEADER_OVERFLOW: new AppError('HEADERS_TOO_LARGE', messages.validation.headersTooLarge),
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line or headers over
 * the size limit, a request that never finished arriving, bytes that are not HTTP): answered on the
 * socket in the one error model, with a request id of its own, then closed as Node does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refused =
    clientErrors[error.code ?? ''] ?? new AppError('BAD_REQUEST', messages.validation.badRequest);
  const body: ErrorReply = {
    error: { code: refused.code, message: refused.message },
    requestId: randomUUID(),
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status] ?? 'Error'}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json\r\n` +
        `X-Request-Id: ${body.requestId}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
