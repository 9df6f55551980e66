import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { createServices } from '../../src/http/services';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import {
  allPublished,
  apiClient,
  encryptionKey,
  expectSentExactlyOnce,
  fastEngineEnv,
  freePort,
  onPostgres,
  postNow,
  seedAccounts,
  sharedCipher,
  spawnEntry,
  startWorkerProcess,
  statesOf,
  waitFor,
  type ApiClient,
  type ChildHandle,
} from './reliability-kit';

/**
 * A worker is killed (SIGKILL) while its sends are in flight: the network got them but never
 * answered. Started again, it settles them by looking each one up (never resending blindly), sends
 * the ones it had not reached yet, and nothing is lost or sent twice.
 */
const accountCount = 30;
const postCount = 2;
const targetTotal = accountCount * postCount;
/** Two pollers of PUBLISH_CONCURRENCY jobs: this many sends are in flight when it dies. */
const concurrency = 10;
const hanging = 2 * concurrency;

let fake: TestNetworkServer;
beforeAll(async () => {
  fake = await startTestNetwork();
});
afterAll(async () => {
  await fake.close();
});

/** Every request hangs after the network created the post: the worker is mid-send when killed. */
async function hangTheFirstSends() {
  await fake.reset();
  await fake.script(Array.from({ length: hanging }, () => ({ hangAfterReceive: true })));
}

const receivedRequests = async () =>
  Object.values((await fake.stats()).requestsByKey).reduce((sum, count) => sum + count, 0);

describe.runIf(onPostgres)(
  'a worker process killed mid-send (PostgreSQL; without TEST_DATABASE_URL the PGlite variant below runs)',
  () => {
    let server: TestServer;
    const workers: ChildHandle[] = [];
    beforeAll(async () => {
      server = await startTestServer({ queue: true });
    });
    afterAll(async () => {
      for (const worker of workers) await worker.stop('SIGKILL');
      await server.close();
    });

    it('is started again: every target sent exactly once, none lost', async () => {
      const owner = await registerOwner(server, 'Killed');
      const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, accountCount);
      const env = { PUBLISH_CONCURRENCY: String(concurrency) };
      const databaseUrl = server.database.connectionString ?? '';
      await hangTheFirstSends();

      const first = await startWorkerProcess(databaseUrl, fake.url, env);
      workers.push(first);
      const { targetIds } = await postNow(
        apiClient(server.baseUrl, owner.token),
        owner.calendarId,
        accountIds,
        postCount,
      );
      expect(await waitFor(receivedRequests, (count) => count >= hanging, 30_000)).toBeGreaterThanOrEqual(
        hanging,
      );
      const before = await statesOf(server.database.db, targetIds);
      expect(before.publishing ?? 0, 'sends in flight when killed').toBeGreaterThanOrEqual(hanging);
      await first.stop('SIGKILL');

      const second = await startWorkerProcess(databaseUrl, fake.url, env);
      workers.push(second);
      const states = await waitFor(
        () => statesOf(server.database.db, targetIds),
        allPublished(targetTotal),
        45_000,
      );
      expect(states).toEqual({ published: targetTotal });
      await expectSentExactlyOnce(fake, targetIds);
    }, 120_000);
  },
);

describe.skipIf(onPostgres)('the server process killed mid-send (PGlite)', () => {
  // Made when this block runs (a skipped block runs no hooks, and would leave it behind).
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kairos-kill-'));
  });
  const servers: ChildHandle[] = [];
  afterAll(async () => {
    for (const child of servers) await child.stop('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The owner and the accounts, written to DATA_DIR before the server opens it. */
  async function seed() {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: encryptionKey,
      WEB_DIST_DIR: '/nonexistent',
    });
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const services = createServices({
        config,
        database,
        mailer: { send: async () => undefined },
        queue: null,
        providers: new Map(),
        cipher: sharedCipher,
        now: () => new Date(),
      });
      const owner = await services.sessions.createConfirmedAccount(
        { name: 'Killed', email: 'killed@example.com', password: 'killed server 1' },
        { ip: '127.0.0.1', userAgent: 'reliability test' },
      );
      const auth = await services.sessions.authenticate(owner.token);
      if (!auth) throw new Error('no session');
      const [calendar] = await services.calendars.list(auth);
      if (!calendar) throw new Error('no calendar');
      const accountIds = await seedAccounts(database.db, fake, calendar._id, accountCount);
      return { token: owner.token, calendarId: calendar._id, accountIds };
    } finally {
      await database.close();
    }
  }

  async function startServer(port: number) {
    const child = spawnEntry('server/src/main.ts', {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEST_NETWORK: 'true',
      TEST_NETWORK_URL: fake.url,
      ENCRYPTION_KEY: encryptionKey,
      PUBLISH_CONCURRENCY: String(concurrency),
      ...fastEngineEnv,
    });
    servers.push(child);
    await child.waitForOutput(/Kairos is ready/);
    return child;
  }

  async function targetStatesOverApi(api: ApiClient, postIds: string[]) {
    const counts: Record<string, number> = {};
    for (const postId of postIds) {
      const reply = await api.call('GET', `/api/posts/${postId}`);
      for (const target of reply.body.targets as Array<{ state: string }>)
        counts[target.state] = (counts[target.state] ?? 0) + 1;
    }
    return counts;
  }

  it('is started again on the same DATA_DIR: every target sent exactly once, none lost', async () => {
    const owner = await seed();
    const port = await freePort();
    const api = apiClient(`http://127.0.0.1:${port}`, owner.token);
    await hangTheFirstSends();

    const first = await startServer(port);
    const { postIds, targetIds } = await postNow(api, owner.calendarId, owner.accountIds, postCount);
    expect(await waitFor(receivedRequests, (count) => count >= hanging, 30_000)).toBeGreaterThanOrEqual(
      hanging,
    );
    const before = await targetStatesOverApi(api, postIds);
    expect(before.publishing ?? 0, 'sends in flight when killed').toBeGreaterThanOrEqual(hanging);
    await first.stop('SIGKILL');

    const second = await startServer(port);
    const states = await waitFor(() => targetStatesOverApi(api, postIds), allPublished(targetTotal), 45_000);
    expect(states).toEqual({ published: targetTotal });
    await expectSentExactlyOnce(fake, targetIds);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 150_000);
});
