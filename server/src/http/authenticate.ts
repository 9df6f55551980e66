import { messages } from '@kairos/core';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/session/auth-context';
import type { SessionService } from '../modules/session/session-service';
import { unauthorized } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller when a token is sent; a missing, expired or revoked token leaves it null. */
export async function resolveAuth(
  sessions: SessionService,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  return sessions.authenticate(token);
}

/** The caller, or a 401 in the one error model. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(messages.session.loginRequired);
  return request.auth;
}
