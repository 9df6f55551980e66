import { createPostStore } from './posts';
import { createTokenStore } from './tokens';

export interface FakeUser {
  id: string;
  name: string;
  username?: string;
  pages?: Array<{ id: string; name: string }>;
}

/**
 * How the fake answers one request, consumed in order. `status` replaces the answer (nothing is
 * created); `resetInSeconds` makes a 429 with reset headers; `delayMs` waits first; the two
 * `...AfterReceive` behaviours process the request (a post is created) and then drop the connection
 * or never answer.
 */
export interface FakeBehaviour {
  delayMs?: number;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  resetInSeconds?: number;
  dropAfterReceive?: boolean;
  hangAfterReceive?: boolean;
}

export const fakeRoutes = [
  'POST /v1/posts',
  'GET /v1/posts',
  'POST /v1/posts/:id/comments',
  'GET /v1/posts/:id/comments',
  'GET /v1/posts/:id/metrics',
  'GET /v1/me',
  'GET /v1/me/pages',
  'GET /v1/me/followers',
  'POST /oauth/token',
] as const;
export type FakeRoute = (typeof fakeRoutes)[number];

export interface TestNetworkOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of user access tokens; 2 hours as X and TikTok. */
  accessTokenTtlSeconds?: number;
  /** Requests per token and window on /v1; past it, 429 with the reset headers. */
  rateLimit?: { limit: number; windowSeconds: number };
  latencyMs?: number;
  now?: () => number;
}

export const testNetworkClient = { id: 'kairos-test-network', secret: 'kairos-test-network-secret' };

const defaultUser: FakeUser = {
  id: 'u_1',
  name: 'Test User',
  username: 'testuser',
  pages: [
    { id: 'p_1', name: 'Test Page One' },
    { id: 'p_2', name: 'Test Page Two' },
  ],
};

export function createFakeState(options: TestNetworkOptions) {
  const now = options.now ?? Date.now;
  let baseUrl = '';
  const users = new Map<string, FakeUser>([[defaultUser.id, defaultUser]]);
  let authorizingUserId = defaultUser.id;
  let denyNext = false;
  let latencyMs = options.latencyMs ?? 0;
  let rateLimit = options.rateLimit ?? { limit: 100_000, windowSeconds: 900 };
  const scripts = new Map<FakeRoute, FakeBehaviour[]>();
  const windows = new Map<string, { endsAt: number; count: number }>();
  /** Followers by user or page id (0 until a test sets them); null: the account does not share them. */
  const followers = new Map<string, number | null>();

  const tokens = createTokenStore({ accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 7200, now });
  const posts = createPostStore({ now, baseUrl: () => baseUrl });

  /** One window per token: the headers every API answer carries, and whether this one is over. */
  function countRequest(key: string): { headers: Record<string, string>; limited: boolean } {
    const at = now();
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { endsAt: at + rateLimit.windowSeconds * 1000, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return {
      headers: {
        'x-rate-limit-limit': String(rateLimit.limit),
        'x-rate-limit-remaining': String(Math.max(0, rateLimit.limit - window.count)),
        'x-rate-limit-reset': String(Math.ceil(window.endsAt / 1000)),
      },
      limited: window.count > rateLimit.limit,
    };
  }

  function reset(): void {
    posts.reset();
    followers.clear();
    scripts.clear();
    windows.clear();
    latencyMs = options.latencyMs ?? 0;
    rateLimit = options.rateLimit ?? { limit: 100_000, windowSeconds: 900 };
    denyNext = false;
    authorizingUserId = defaultUser.id;
  }

  return {
    now,
    clientId: options.clientId ?? testNetworkClient.id,
    clientSecret: options.clientSecret ?? testNetworkClient.secret,
    tokens,
    posts,
    countRequest,
    reset,
    baseUrl: () => baseUrl,
    setBaseUrl: (url: string) => void (baseUrl = url),
    user: (id: string) => users.get(id),
    addUser: (user: FakeUser) => void users.set(user.id, user),
    authorizingUser: () => authorizingUserId,
    authorizeAs: (userId: string) => void (authorizingUserId = userId),
    denyNextAuthorization: () => void (denyNext = true),
    takeDenial: () => {
      const denied = denyNext;
      denyNext = false;
      return denied;
    },
    followersOf: (id: string): number | null => (followers.has(id) ? followers.get(id)! : 0),
    setFollowers: (count: number | null, id: string) => void followers.set(id, count),
    latency: () => latencyMs,
    setLatency: (ms: number) => void (latencyMs = ms),
    setRateLimit: (limit: number, windowSeconds = 900) => void (rateLimit = { limit, windowSeconds }),
    script: (behaviours: FakeBehaviour[], route: FakeRoute = 'POST /v1/posts') =>
      void scripts.set(route, [...(scripts.get(route) ?? []), ...behaviours]),
    nextBehaviour: (route: string): FakeBehaviour | undefined => scripts.get(route as FakeRoute)?.shift(),
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
