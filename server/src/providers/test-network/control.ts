import { json, parseJsonBody, type FakeAnswer, type FakeRequest } from './answers';
import type { TestNetworkStats, FakeComment, FakeMetrics, FakePost } from './posts';
import type { FakeBehaviour, FakeRoute, FakeState, FakeUser } from './state';
import type { IssuedTokens } from './tokens';

/**
 * What a test may do to the fake network. The same calls work in-process (the object
 * startTestNetwork returns) and from another process (connectTestNetwork, or POST
 * /__control/<command> with `{ "args": [...] }`).
 */
export interface TestNetworkControl {
  /** Queues behaviours for the next requests to a route (default POST /v1/posts). */
  script(behaviours: FakeBehaviour[], route?: FakeRoute): Promise<void>;
  /** Every answer (OAuth and API) waits this long. */
  setLatency(ms: number): Promise<void>;
  setRateLimit(limit: number, windowSeconds?: number): Promise<void>;
  /** Off: a resent key creates another post, as on a network without idempotency keys. */
  setIdempotency(enabled: boolean): Promise<void>;
  addUser(user: FakeUser): Promise<void>;
  /** Who the next authorizations approve as (default u_1). */
  authorizeAs(userId: string): Promise<void>;
  /** The next authorization redirects back with error=access_denied. */
  denyNextAuthorization(): Promise<void>;
  /** Tokens minted without the browser flow (seeding many accounts in benchmarks); a page's with `pageId`. */
  issueTokens(userId: string, pageId?: string): Promise<IssuedTokens>;
  revokeToken(token: string): Promise<void>;
  /** The user removes the app: every token of the user and the user's pages dies. */
  revokeUser(userId: string): Promise<void>;
  expireAccessTokens(userId?: string): Promise<void>;
  /** The posts received, in order (including those whose answer was dropped or held). */
  posts(): Promise<FakePost[]>;
  /** The comments received, in order. */
  comments(): Promise<FakeComment[]>;
  stats(): Promise<TestNetworkStats>;
  /** How many posts were received: a cheap question a benchmark asks while the posts arrive. */
  postCount(): Promise<number>;
  /** Every token string ever issued: tests check none of them leaks. */
  issuedTokens(): Promise<string[]>;
  /** People like, repost, reply to and view posts: adds `by` to one post's metrics, or every post's. */
  advanceMetrics(by: Partial<FakeMetrics>, postId?: string): Promise<void>;
  /**
   * How many follow a profile or page (GET /v1/me/followers with its token tells it); null: the
   * account does not share its count (403 followers_not_shared).
   */
  setFollowers(count: number | null, accountId: string): Promise<void>;
  /** Forgets posts, followers, scripts, latency, rate windows and denials; users and tokens stay valid. */
  reset(): Promise<void>;
}

export const controlCommands = [
  'script',
  'setLatency',
  'setRateLimit',
  'setIdempotency',
  'addUser',
  'authorizeAs',
  'denyNextAuthorization',
  'issueTokens',
  'revokeToken',
  'revokeUser',
  'expireAccessTokens',
  'posts',
  'comments',
  'stats',
  'postCount',
  'issuedTokens',
  'reset',
  'advanceMetrics',
  'setFollowers',
] as const satisfies ReadonlyArray<keyof TestNetworkControl>;

export function createControl(state: FakeState): TestNetworkControl {
  return {
    script: async (behaviours, route) => state.script(behaviours, route),
    setLatency: async (ms) => state.setLatency(ms),
    setRateLimit: async (limit, windowSeconds) => state.setRateLimit(limit, windowSeconds),
    setIdempotency: async (enabled) => state.posts.setIdempotency(enabled),
    addUser: async (user) => state.addUser(user),
    authorizeAs: async (userId) => state.authorizeAs(userId),
    denyNextAuthorization: async () => state.denyNextAuthorization(),
    issueTokens: async (userId, pageId) => state.tokens.issue({ userId, pageId: pageId ?? null }),
    revokeToken: async (token) => state.tokens.revokeToken(token),
    revokeUser: async (userId) => state.tokens.revokeUser(userId),
    expireAccessTokens: async (userId) => state.tokens.expireAccessTokens(userId),
    posts: async () => state.posts.list(),
    advanceMetrics: async (by, postId) => state.posts.advanceMetrics(by, postId),
    setFollowers: async (count, accountId) => state.setFollowers(count, accountId),
    comments: async () => state.posts.comments(),
    stats: async () => state.posts.stats(),
    postCount: async () => state.posts.count(),
    issuedTokens: async () => state.tokens.issuedTokens(),
    reset: async () => state.reset(),
  };
}

/** POST /__control/<command> `{ args }` → `{ result }`. */
export async function controlOverHttp(
  control: TestNetworkControl,
  command: string,
  request: FakeRequest,
): Promise<FakeAnswer> {
  if (request.method !== 'POST' || !(controlCommands as readonly string[]).includes(command)) {
    return json(404, { error: { code: 'not_found', message: `No control command ${command}` } });
  }
  const body = request.body.trim() === '' ? {} : parseJsonBody(request);
  const args = body?.args ?? [];
  if (!Array.isArray(args))
    return json(400, { error: { code: 'invalid_args', message: 'args must be a list' } });
  const call = control[command as keyof TestNetworkControl] as (...values: unknown[]) => Promise<unknown>;
  return json(200, { result: (await call(...(args as unknown[]))) ?? null });
}

/** The control of a fake network running in another process. */
export function connectTestNetwork(baseUrl: string): TestNetworkControl {
  const send = (command: string, args: unknown[]) =>
    fetch(`${baseUrl}/__control/${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ args }),
    });
  const call = async (command: string, args: unknown[]) => {
    // A kept-alive socket the fake closed while this process was busy fails at once: ask again on a
    // new one (control commands only read, reset or issue tokens, so a repeat changes nothing).
    const response = await send(command, args).catch((error: unknown) => {
      // advanceMetrics adds: asked twice it would add twice.
      if (command === 'advanceMetrics') throw error;
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return send(command, args);
    });
    if (!response.ok) throw new Error(`fake network control ${command}: ${response.status}`);
    return ((await response.json()) as { result: unknown }).result;
  };
  return Object.fromEntries(
    controlCommands.map((command) => [command, (...args: unknown[]) => call(command, args)]),
  ) as unknown as TestNetworkControl;
}
