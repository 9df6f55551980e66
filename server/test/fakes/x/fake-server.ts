import { FakeOAuthStore, fakeAvatar } from '../fake-oauth-store';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { lookupMe, lookupTweet, type XTweetMetrics } from './fake-lookups';
import { FakeXMedia } from './fake-media';
import { authorizeX, tokenX } from './fake-oauth';

export const fakeXClient = { id: 'x-client-id', secret: 'x-client-secret' };
export const fakeXUser = { id: '2244994945', name: 'Kairos Dev', username: 'kairosdev' };

export interface FakeTweet {
  id: string;
  text: string;
  mediaIds: string[];
  userId: string;
  /** The tweet it answers (`reply.in_reply_to_tweet_id`), for a reply of a thread. */
  inReplyToId: string | null;
  /** Not yet visible to a reply: X answers such replies 403 for a moment after a post (see #366). */
  hidden?: boolean;
  /** Its public_metrics as X counts them now (zero where not set). */
  metrics?: Partial<XTweetMetrics>;
  /** Deleted by its author: X no longer shows it. */
  deleted?: boolean;
}

const invalidRequest = (message: string) => ({
  status: 400,
  json: {
    errors: [{ message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  },
});

/** A running fake of X's API v2: what it received, and the knobs tests turn. */
export interface FakeX {
  url: string;
  tweets: FakeTweet[];
  media: FakeXMedia;
  oauth: FakeOAuthStore;
  script: FakeScript;
  /** Tweets left in the 15-minute window (x-rate-limit-remaining). */
  rateLimit: { limit: number; remaining: number; resetAt: number };
  /** GET /2/tweets/:id has its own window (X limits each endpoint apart). */
  lookupLimit: { limit: number; remaining: number; resetAt: number };
  /** The user's followers_count. */
  followers: number;
  close(): Promise<void>;
}

export const xProblem = (
  status: number,
  title: string,
  detail: string,
  headers?: Record<string, string>,
) => ({
  status,
  json: { title, detail, type: 'about:blank', status },
  ...(headers ? { headers } : {}),
});

function rateHeaders(fake: FakeX): Record<string, string> {
  return {
    'x-rate-limit-limit': String(fake.rateLimit.limit),
    'x-rate-limit-remaining': String(Math.max(fake.rateLimit.remaining, 0)),
    'x-rate-limit-reset': String(Math.ceil(fake.rateLimit.resetAt / 1000)),
  };
}

function createTweet(fake: FakeX, userId: string, request: FakeHttpRequest): FakeAnswer {
  if (fake.rateLimit.remaining <= 0)
    return xProblem(429, 'Too Many Requests', 'Too Many Requests', rateHeaders(fake));
  fake.rateLimit.remaining -= 1;
  const body = request.json();
  const text = typeof body?.text === 'string' ? body.text : '';
  const mediaIds = ((body?.media as { media_ids?: unknown } | undefined)?.media_ids ?? []) as string[];
  if (!text && mediaIds.length === 0) return invalidRequest('Tweet text or media is required');
  if (mediaIds.some((id) => !fake.media.ready(id))) return invalidRequest('Your media IDs are invalid.');
  const reply = body?.reply as { in_reply_to_tweet_id?: unknown } | undefined;
  const inReplyToId = reply === undefined ? null : reply.in_reply_to_tweet_id;
  // X refuses a reply to a tweet it does not show (deleted, or never there) with 403: "You attempted
  // to reply to a Tweet that is deleted or not visible to you." (code 385; plhery/node-twitter-api-v2#366).
  if (inReplyToId !== null && !fake.tweets.some((tweet) => tweet.id === inReplyToId && !tweet.hidden))
    return xProblem(
      403,
      'Forbidden',
      'You attempted to reply to a Tweet that is deleted or not visible to you.',
    );
  if (fake.tweets.some((tweet) => tweet.userId === userId && tweet.text === text && text !== ''))
    return xProblem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
  const id = String(1_800_000_000_000_000_000n + BigInt(fake.tweets.length + 1));
  fake.tweets.push({ id, text, mediaIds, userId, inReplyToId: inReplyToId as string | null });
  return {
    status: 201,
    json: { data: { id, text, edit_history_tweet_ids: [id] } },
    headers: rateHeaders(fake),
  };
}

async function route(
  fake: FakeX,
  request: FakeHttpRequest,
  origin: string,
  control: boolean,
): Promise<FakeAnswer> {
  // Only when run on its own (run-fake-x.ts): a test in another process reads what X received.
  if (control && request.route === 'GET /__control/tweets') return { status: 200, json: fake.tweets };
  if (request.route === 'GET /i/oauth2/authorize') return authorizeX(fake, request);
  if (request.route === 'POST /2/oauth2/token') return tokenX(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('K', '#111827');
  const userId = fake.oauth.userOf(request.bearer());
  if (!userId) return xProblem(401, 'Unauthorized', 'Unauthorized');
  if (request.route === 'GET /2/users/me') return lookupMe(fake, request, origin);
  if (request.route === 'POST /2/tweets') return createTweet(fake, userId, request);
  const tweet = /^\/2\/tweets\/(\d+)$/.exec(request.path);
  if (request.method === 'GET' && tweet) return lookupTweet(fake, tweet[1]!, request);
  if (request.path.startsWith('/2/media/upload')) return fake.media.handle(request);
  if (request.route === 'POST /2/media/metadata') return fake.media.describe(request);
  return xProblem(404, 'Not Found Error', `No route ${request.route}`);
}

/** Starts X's fake on 127.0.0.1 (X_API_BASE and X_AUTH_BASE both point at it). */
export async function startFakeX(
  options: { port?: number; now?: () => number; control?: boolean } = {},
): Promise<FakeX> {
  const now = options.now ?? Date.now;
  const fake: FakeX = {
    url: '',
    tweets: [],
    media: new FakeXMedia(),
    // "access 2 h; refresh token with offline.access".
    oauth: new FakeOAuthStore({ accessTtlSeconds: 7200, refreshable: true, now }),
    script: new FakeScript(),
    rateLimit: { limit: 100, remaining: 100, resetAt: now() + 15 * 60_000 },
    lookupLimit: { limit: 900, remaining: 900, resetAt: now() + 15 * 60_000 },
    followers: 1280,
    close: async () => undefined,
  };
  const http = await startFakeHttp(
    fake.script,
    (request, origin) => route(fake, request, origin, options.control === true),
    options,
  );
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
