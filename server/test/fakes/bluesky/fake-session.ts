import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakeBluesky } from './fake-server';

export const xrpcError = (
  status: number,
  error: string,
  message: string,
  headers?: Record<string, string>,
) => ({
  status,
  json: { error, message },
  ...(headers ? { headers } : {}),
});

/** A JWT-shaped token with `exp` and `scope`, as the PDS issues (unsigned: only its shape matters). */
function jwt(did: string, scope: string, expiresAt: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { scope, sub: did, iat: Math.floor(Date.now() / 1000), exp: Math.floor(expiresAt / 1000) };
  return `${part({ typ: 'at+jwt', alg: 'ES256K' })}.${part(claims)}.${randomBytes(16).toString('base64url')}`;
}

export function newSession(fake: FakeBluesky) {
  const now = Date.now();
  const accessJwt = jwt(fake.user.did, 'com.atproto.access', now + fake.accessTtlSeconds * 1000);
  const refreshJwt = jwt(fake.user.did, 'com.atproto.refresh', now + 60 * 86_400_000);
  fake.sessions.set(accessJwt, { kind: 'access', expiresAt: now + fake.accessTtlSeconds * 1000 });
  fake.sessions.set(refreshJwt, { kind: 'refresh', expiresAt: now + 60 * 86_400_000 });
  // The DID document names the user's own PDS, where service-auth tokens are audienced.
  const didDoc = {
    id: fake.user.did,
    service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: fake.url }],
  };
  return { did: fake.user.did, handle: fake.user.handle, didDoc, accessJwt, refreshJwt, active: true };
}

/** The token's problem as the PDS words it, or null when it may be used as `kind`. */
export function tokenProblem(
  fake: FakeBluesky,
  request: FakeHttpRequest,
  kind: 'access' | 'refresh',
): FakeAnswer | null {
  const token = request.bearer();
  if (!token) return xrpcError(401, 'AuthenticationRequired', 'Authentication Required');
  const session = fake.sessions.get(token);
  if (!session || session.kind !== kind) return xrpcError(400, 'InvalidToken', 'Token could not be verified');
  if (session.expiresAt <= Date.now()) return xrpcError(400, 'ExpiredToken', 'Token has expired');
  return null;
}

export function createSession(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const body = request.json() ?? {};
  const identifier = String(body.identifier ?? '');
  if (!identifier || typeof body.password !== 'string')
    return xrpcError(400, 'InvalidRequest', 'Input must have the property "identifier"');
  const known = identifier === fake.user.handle || identifier === fake.user.did;
  if (!known || body.password !== fake.appPassword)
    return xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password');
  return { status: 200, json: newSession(fake) };
}

/** A refresh token is used once: refreshSession revokes it and answers a new pair. */
export function refreshSession(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const problem = tokenProblem(fake, request, 'refresh');
  if (problem) return problem;
  fake.sessions.delete(request.bearer() ?? '');
  return { status: 200, json: newSession(fake) };
}
