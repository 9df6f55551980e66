import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { ConnectableAccount, TokenSet } from '../provider';
import { readAnswer } from '../read-answer';

export const sessionAnswer = z.object({
  did: z.string(),
  handle: z.string(),
  accessJwt: z.string().min(1),
  refreshJwt: z.string().min(1),
  didDoc: z
    .object({
      service: z.array(z.object({ id: z.string(), serviceEndpoint: z.unknown() })).nullish(),
    })
    .nullish(),
});

/** The user's own PDS, from the session's DID document (bsky.social is an entryway in front of many). */
export function pdsOf(session: z.infer<typeof sessionAnswer>): string | null {
  const entry = session.didDoc?.service?.find((service) => service.id.endsWith('#atproto_pds'));
  return typeof entry?.serviceEndpoint === 'string' ? entry.serviceEndpoint : null;
}
const profileAnswer = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().nullish(),
  avatar: z.string().nullish(),
});

/** When a session's access token expires: its JWT's `exp` (about 2 hours on bsky.social). */
export function expiryOf(jwt: string): Date | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

export const tokensOfSession = (session: z.infer<typeof sessionAnswer>): TokenSet => ({
  accessToken: session.accessJwt,
  refreshToken: session.refreshJwt,
  expiresAt: expiryOf(session.accessJwt),
});

/** The signed-in account, as the one account to connect. */
export async function sessionAccount(
  http: HttpClient,
  service: string,
  tokens: TokenSet,
  did: string,
  pds: string | null = null,
): Promise<ConnectableAccount> {
  const answer = await http.request({
    url: `${service}/xrpc/app.bsky.actor.getProfile`,
    query: { actor: did },
    bearer: tokens.accessToken,
  });
  const profile = readAnswer(profileAnswer, answer.body, 'transient', 'profile');
  return {
    externalId: profile.did,
    name: profile.displayName || profile.handle,
    type: 'personal',
    avatar: profile.avatar ?? null,
    url: `https://bsky.app/profile/${profile.handle}`,
    metadata: { blueskyId: profile.did, handle: profile.handle, service, pds: pds ?? service },
  };
}
