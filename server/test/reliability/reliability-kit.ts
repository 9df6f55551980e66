import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import type { Config } from '../../src/config';
import type { TokenCipher } from '../../src/crypto/token-cipher';
import type { Database } from '../../src/db/database';
import { accounts, calendars, publishTargets } from '../../src/db/schema';
import {
  newWorkerId,
  preparePublishQueue,
  startPublishing,
} from '../../src/modules/publishing/start-publishing';
import type { PgBoss } from 'pg-boss';
import type { Provider, ProviderRegistry } from '../../src/providers/provider';
import { isPublishError } from '../../src/providers/publish-error';
import { setPlanOfTeam } from '../../src/modules/billing/set-team-plan';
import {
  startTestNetwork,
  type TestNetworkServer,
  type TestNetworkControl,
  type TestNetworkOptions,
} from '../../src/providers/test-network/server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fastEngineEnv, sharedCipher, sleep } from './reliability-env';

export * from './child-processes';
export * from './reliability-env';

/** Polls until `done` holds (or the time is up): the last value either way. */
export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(everyMs);
  }
}

/**
 * Test-network accounts in a calendar, with real tokens from the fake, encrypted with the shared key.
 * The team is given the Business plan first: its 250 seats hold them all, where a trial's 15 would
 * leave the rest held by the plan (decision 0101).
 */
export async function seedAccounts(
  db: Database,
  fake: TestNetworkControl,
  calendarId: string,
  count: number,
  cipher: TokenCipher = sharedCipher,
): Promise<string[]> {
  const [calendar] = await db
    .select({ teamId: calendars.teamId })
    .from(calendars)
    .where(eq(calendars.id, calendarId));
  if (!calendar) throw new Error(`no calendar ${calendarId}`);
  await setPlanOfTeam(db, calendar.teamId, 'annual_businessnew');
  const rows: (typeof accounts.$inferInsert)[] = [];
  for (let index = 0; index < count; index += 1) {
    const tokens = await fake.issueTokens('u_1');
    rows.push({
      calendarId,
      socialMedia: 'testNetwork',
      type: 'personal',
      name: `Reliability account ${index + 1}`,
      externalId: `reliability-${randomBytes(6).toString('hex')}`,
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      tokenExpiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    });
  }
  const inserted = await db.insert(accounts).values(rows).returning({ id: accounts.id });
  return inserted.map((row) => row.id);
}

/**
 * The next `count` posts the fake receives land over `overMs` instead of together: a worker sends up
 * to its network slots at once, and without this a test's every send would land in the same instant,
 * leaving none in flight for the crash or the restart it means to test.
 */
export async function spreadArrivals(fake: TestNetworkServer, count: number, overMs: number): Promise<void> {
  await fake.script(
    Array.from({ length: count }, (_, index) => ({ delayMs: Math.round((index / count) * overMs) })),
    'POST /v1/posts',
  );
}

export interface ApiClient {
  call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** The real HTTP API at `baseUrl`, as the owner. */
export function apiClient(baseUrl: string, token: string): ApiClient {
  return {
    async call(method, route, body) {
      const response = await fetch(baseUrl + route, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

const image = {
  url: 'https://cdn.example.com/r.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1,
};

/** Posts sent now to `accountIds`, through the API: their ids and the ids of their targets. */
export async function postNow(
  api: ApiClient,
  calendarId: string,
  accountIds: readonly string[],
  posts: number,
  message = 'Reliability',
): Promise<{ postIds: string[]; targetIds: string[] }> {
  const postIds: string[] = [];
  const targetIds: string[] = [];
  for (let index = 0; index < posts; index += 1) {
    const reply = await api.call('POST', '/api/posts', {
      message: `${message} ${index + 1}`,
      calendarId,
      accountIds,
      timing: { mode: 'now' },
      images: [image],
      // Near-duplicates on purpose (the similarity check would ask first): as the user confirming.
      complianceEngineRules: { ignoreComplianceCheck: true },
    });
    if (reply.status !== 201) throw new Error(`post failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    postIds.push(reply.body._id as string);
    targetIds.push(...(reply.body.targets as Array<{ _id: string }>).map((target) => target._id));
  }
  return { postIds, targetIds };
}

/** How many of `targetIds` are in each state. */
export async function statesOf(db: Database, targetIds: readonly string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: publishTargets.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(publishTargets)
    .where(inArray(publishTargets.id, [...targetIds]))
    .groupBy(publishTargets.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

export const allPublished = (count: number) => (states: Record<string, number>) =>
  (states.published ?? 0) === count;

/**
 * Exactly once on the network: every target's idempotency key created one post and was requested
 * once (or, with `requestsAtMost`, at most that often), and nothing else arrived.
 */
export async function expectSentExactlyOnce(
  fake: TestNetworkControl,
  targetIds: readonly string[],
  options: { requestsAtMost?: number } = {},
): Promise<void> {
  const stats = await fake.stats();
  const missing = targetIds.filter((id) => stats.postsByKey[id] !== 1);
  expect(missing, 'targets not created exactly once on the network').toEqual([]);
  expect(stats.posts, 'posts on the network').toBe(targetIds.length);
  const most = options.requestsAtMost ?? 1;
  const resent = Object.entries(stats.requestsByKey).filter(([, count]) => count > most);
  expect(resent, `keys requested more than ${most} time(s)`).toEqual([]);
}

/** Records every publish call of a provider: when it started and how it ended. */
export interface PublishCall {
  key: string;
  startedAt: number;
  endedAt: number;
  outcome: string;
  retryAt: number | null;
}

export function recordingProvider(provider: Provider, calls: PublishCall[]): Provider {
  return {
    ...provider,
    async publish(request) {
      const startedAt = Date.now();
      try {
        const result = await provider.publish(request);
        calls.push({
          key: request.idempotencyKey,
          startedAt,
          endedAt: Date.now(),
          outcome: 'ok',
          retryAt: null,
        });
        return result;
      } catch (error) {
        calls.push({
          key: request.idempotencyKey,
          startedAt,
          endedAt: Date.now(),
          outcome: isPublishError(error) ? error.kind : 'error',
          retryAt: isPublishError(error) ? (error.retryAt?.getTime() ?? null) : null,
        });
        throw error;
      }
    },
  };
}

/** An in-process worker, as `npm start` runs one. */
export async function startInProcessWorker(deps: {
  db: Database;
  queue: PgBoss;
  providers: ProviderRegistry;
  config: Config;
  cipher?: TokenCipher;
}): Promise<{ stop(): Promise<void> }> {
  return startPublishing({
    db: deps.db,
    queue: deps.queue,
    providers: deps.providers,
    cipher: deps.cipher ?? sharedCipher,
    config: deps.config,
    mailer: { send: async () => undefined },
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    workerId: newWorkerId(),
  });
}

export interface EngineWorld {
  server: TestServer;
  fake: TestNetworkServer;
  owner: Awaited<ReturnType<typeof registerOwner>>;
  /** Every publish call the in-process workers made, in the order they ended. */
  calls: PublishCall[];
  /** Starts one more in-process worker on the world's queue. */
  startWorker(): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A fresh database (PostgreSQL or PGlite), the API over real HTTP, the fake network, and workers in
 * this process whose provider records every call.
 */
export async function startEngineWorld(
  options: { env?: Record<string, string>; fake?: TestNetworkOptions; timeoutMs?: number } = {},
): Promise<EngineWorld> {
  const fake = await startTestNetwork(options.fake);
  const calls: PublishCall[] = [];
  const provider = recordingProvider(
    createTestNetworkProvider({ baseUrl: fake.url, timeoutMs: options.timeoutMs ?? 10_000 }),
    calls,
  );
  const server = await startTestServer({ queue: true, env: { ...fastEngineEnv, ...options.env } });
  const queue = server.queue;
  if (!queue) throw new Error('no queue');
  queue.on('error', () => undefined);
  await preparePublishQueue(queue);
  const owner = await registerOwner(server, 'Reliable');
  const workers: Array<{ stop(): Promise<void> }> = [];
  return {
    server,
    fake,
    owner,
    calls,
    async startWorker() {
      const worker = await startInProcessWorker({
        db: server.database.db,
        queue,
        providers: new Map([['testNetwork', provider]]),
        config: server.config,
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const worker of workers) await worker.stop();
      await server.close();
      await fake.close();
    },
  };
}
