import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import type { Config } from '../../src/config';
import { createTokenCipher, type TokenCipher } from '../../src/crypto/token-cipher';
import type { Database } from '../../src/db/database';
import { accounts, publishTargets } from '../../src/db/schema';
import {
  newWorkerId,
  preparePublishQueue,
  startPublishing,
} from '../../src/modules/publishing/start-publishing';
import type { PgBoss } from 'pg-boss';
import type { Provider, ProviderRegistry } from '../../src/providers/provider';
import { isPublishError } from '../../src/providers/publish-error';
import {
  startFakeNetwork,
  type FakeNetwork,
  type FakeNetworkControl,
  type FakeNetworkOptions,
} from '../../src/providers/test-network/fake-server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { registerOwner, startTestServer, type TestServer } from '../harness';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** PostgreSQL when TEST_DATABASE_URL is set (CI does), else PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** One ENCRYPTION_KEY for the test and every process it starts: they decrypt the same tokens. */
export const encryptionKey = randomBytes(32).toString('hex');
export const sharedCipher: TokenCipher = createTokenCipher(Buffer.from(encryptionKey, 'hex'));

/** Short claims and sweeps, so a dead worker's sends settle within seconds. */
export const fastEngineEnv = {
  PUBLISH_CLAIM_SECONDS: '2',
  PUBLISH_SWEEP_SECONDS: '1',
  PUBLISH_RETRY_BASE_SECONDS: '1',
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Test-network accounts in a calendar, with real tokens from the fake, encrypted with the shared key. */
export async function seedAccounts(
  db: Database,
  fake: FakeNetworkControl,
  calendarId: string,
  count: number,
  cipher: TokenCipher = sharedCipher,
): Promise<string[]> {
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
  fake: FakeNetworkControl,
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

export interface ChildHandle {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once a line of output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx <entry>` from the repository root, with `env` over the test's own. */
export function spawnEntry(entry: string, env: Record<string, string>): ChildHandle {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      if (pattern.test(output)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no ${pattern} from ${entry} within ${timeoutMs} ms:\n${output.slice(-4000)}`)),
          timeoutMs,
        );
        const waiter = {
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
        void exited.then((code) => {
          if (!waiters.includes(waiter)) return;
          clearTimeout(timer);
          reject(new Error(`${entry} exited (${code}) before ${pattern}:\n${output.slice(-4000)}`));
        });
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** A worker process (`npm run worker`) on PostgreSQL, against the fake network in the test process. */
export async function startWorkerProcess(
  databaseUrl: string,
  fakeUrl: string,
  env: Record<string, string> = {},
): Promise<ChildHandle> {
  const worker = spawnEntry('server/src/worker.ts', {
    DATABASE_URL: databaseUrl,
    TEST_NETWORK: 'true',
    TEST_NETWORK_URL: fakeUrl,
    ENCRYPTION_KEY: encryptionKey,
    ...fastEngineEnv,
    ...env,
  });
  await worker.waitForOutput(/Kairos worker is running/);
  return worker;
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
  fake: FakeNetwork;
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
  options: { env?: Record<string, string>; fake?: FakeNetworkOptions; timeoutMs?: number } = {},
): Promise<EngineWorld> {
  const fake = await startFakeNetwork(options.fake);
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
