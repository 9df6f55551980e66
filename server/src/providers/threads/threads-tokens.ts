import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { TokenSet } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

export interface ThreadsTokenOptions {
  appId: string | undefined;
  appSecret: string | undefined;
  apiBase: string;
  now: () => Date;
}

const shortLived = z.object({ access_token: z.string().min(1), user_id: z.union([z.string(), z.number()]) });
const longLived = z.object({ access_token: z.string().min(1), expires_in: z.number().nullish() });

/** Long-lived tokens last 60 days; one may be refreshed once it is a day old. */
const longLivedMs = 60 * 24 * 3600_000;
const refreshableAfterMs = 24 * 3600_000;

/**
 * A long-lived token as our TokenSet. Threads refreshes the long-lived token with itself
 * (th_refresh_token), so it is the refresh token too: that tells the engine it can be renewed.
 */
function toTokens(answer: z.infer<typeof longLived>, now: Date): TokenSet {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.access_token,
    expiresAt: new Date(now.getTime() + (answer.expires_in ?? longLivedMs / 1000) * 1000),
  };
}

/** The code for a short-lived token (one hour), at once exchanged for a long-lived one (60 days). */
export async function exchangeThreadsCode(
  http: HttpClient,
  options: ThreadsTokenOptions,
  input: { code: string; redirectUri: string },
): Promise<TokenSet> {
  const first = await http.request({
    method: 'POST',
    url: `${options.apiBase}/oauth/access_token`,
    form: {
      client_id: options.appId,
      client_secret: options.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code: input.code,
    },
  });
  const short = readAnswer(shortLived, first.body, 'transient', 'token answer');
  const long = await http.request({
    url: `${options.apiBase}/access_token`,
    query: {
      grant_type: 'th_exchange_token',
      client_secret: options.appSecret,
      access_token: short.access_token,
    },
  });
  return toTokens(readAnswer(longLived, long.body, 'transient', 'token answer'), options.now());
}

/**
 * th_refresh_token: a new long-lived token, valid 60 days from now. Threads refuses a token younger than
 * a day, which needs no refresh anyway: it is kept as it is.
 */
export async function refreshThreadsToken(
  http: HttpClient,
  options: ThreadsTokenOptions,
  tokens: TokenSet,
): Promise<TokenSet> {
  const token = tokens.refreshToken ?? tokens.accessToken;
  if (!token) throw new PublishError('auth', 'The access token expired and cannot be renewed');
  const now = options.now();
  const issuedAt = tokens.expiresAt ? tokens.expiresAt.getTime() - longLivedMs : 0;
  if (tokens.expiresAt && tokens.expiresAt > now && now.getTime() - issuedAt < refreshableAfterMs)
    return tokens;
  const answer = await http.request({
    url: `${options.apiBase}/refresh_access_token`,
    query: { grant_type: 'th_refresh_token', access_token: token },
  });
  return toTokens(readAnswer(longLived, answer.body, 'transient', 'token answer'), now);
}
