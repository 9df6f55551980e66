import rateLimit from '@fastify/rate-limit';
import { messages } from '@kairos/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RateLimitConfig } from '../config';
import { AppError } from '../errors/app-error';
import { SharedRateLimitStore } from './rate-limit-store';

type Group = keyof RateLimitConfig;

/**
 * Which routes each general limit guards (docs/decisions/0043-api-rate-limits.md). A documented route
 * that answers without a session (no `security` in its schema) is `public` unless listed here or in
 * `unlimited`: a list to opt in had left new public routes (template previews) with no limit at all.
 */
const routeGroups: Record<string, Group> = {
  'POST /api/session/register': 'signups',
  // Mails an address a user names again, as a sign-up does: so many an hour per user.
  'POST /api/team/members/:id/resend-invitation': 'signups',
  'POST /api/media/uploads': 'uploads',
  'POST /api/media/uploads/:id/complete': 'uploads',
  // The server reaches an address the user names: a page's images, a Mastodon or Bluesky server.
  'GET /api/get-images-by-url': 'fetches',
  'POST /api/accounts/connect': 'fetches',
  'POST /api/accounts/connect/credentials': 'fetches',
  // An article's page (the hashtag call's linked page has a budget of its own: it runs as one types).
  'POST /api/assistant/summary': 'fetches',
  'POST /api/assistant/quotes': 'fetches',
  // Each check asks Stripe: codes are not to be guessed at speed.
  'GET /api/discount/check': 'fetches',
  // The image studio: picked images fetched from elsewhere, text read by OCR, stock searches.
  'POST /api/media/import': 'fetches',
  'POST /api/media/:id/text': 'uploads',
  'POST /api/image-suggestions': 'fetches',
  // A feed or site address the user names, read (and maybe its page's feed) before it is saved.
  'POST /api/feeds': 'fetches',
  // What answers without a session.
  'GET /api': 'public',
  'GET /maintenance': 'public',
  'GET /api/networks': 'public',
  'POST /api/session/recover-password': 'public',
  'POST /api/session/change-password': 'public',
  'POST /api/session/accept-invitation': 'public',
  'GET /api/accounts/connect/callback': 'public',
};

/**
 * Routes without a session that no general limit guards. The login has a limit of its own, on failed
 * attempts (modules/session/login-rate-limit.ts). /api/health: load balancers and start-up scripts
 * poll it, a 429 there would read as down. Stripe's webhook is verified by its signature first, and
 * Stripe sends bursts from few addresses. Signed media reads are hidden routes, not limited either: a
 * calendar page loads many, and each link is bounded by its signature.
 */
const unlimited = new Set(['POST /api/session/login', 'GET /api/health', 'POST /api/billing/webhook']);

/** Fastify's automatic HEAD twin of a GET route answers the same thing: it counts as the GET. */
const countedAs = (method: string) => (method === 'HEAD' ? 'GET' : method);

function groupOf(method: string, route: RouteOptions): Group | undefined {
  const name = `${countedAs(method)} ${route.url}`;
  const listed = routeGroups[name];
  if (listed) return listed;
  const schema = route.schema as { hide?: boolean; security?: unknown } | undefined;
  if (!schema || schema.hide || schema.security || unlimited.has(name)) return undefined;
  return 'public';
}

const windowOf: Record<Group, string> = {
  signups: '1 hour',
  uploads: '1 minute',
  fetches: '1 minute',
  public: '1 minute',
};

/** Per user once signed in (an office behind one address is many people), else per address. */
const clientKey = (request: FastifyRequest) => request.auth?.userId ?? request.ip;

/**
 * In memory per process: with N API processes a client gets up to N times a figure, which these
 * abuse guards tolerate; a shared store would cost a database round trip on every guarded request.
 * Each route counts apart (its group id), a GET and its HEAD together.
 */
export async function installRateLimits(app: FastifyInstance, limits: RateLimitConfig): Promise<void> {
  // Runs before the plugin's own onRoute hook (hooks run in the order they were added).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((each) => groupOf(each, route));
    const group = method && groupOf(method, route);
    if (!method || !group || limits[group] === 0) return;
    const groupId = ` ${countedAs(method)} ${route.url}`;
    route.config = {
      ...route.config,
      rateLimit: { max: limits[group], timeWindow: windowOf[group], groupId },
    };
  });
  await app.register(rateLimit, {
    global: false,
    store: SharedRateLimitStore,
    // After the session is resolved (an onRequest hook), so signed-in clients count per user.
    hook: 'preHandler',
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', messages.errors.tooManyRequests, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
