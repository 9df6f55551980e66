import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createServices } from '../../src/http/services';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { startRuntime, type Runtime } from '../../src/runtime';
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
  sleep,
  spreadArrivals,
  startWorkerProcess,
  statesOf,
  waitFor,
  type ChildHandle,
} from './reliability-kit';

/**
 * The database goes away while targets are being sent: on PostgreSQL every connection to the test
 * database is terminated (as a restart does), twice; on PGlite the runtime's database is closed under
 * it and a new runtime opens the same DATA_DIR. The work resumes, nothing is lost or sent twice.
 */
const accountCount = 50;
const postCount = 8;
const targetTotal = accountCount * postCount;

let fake: TestNetworkServer;
beforeAll(async () => {
  fake = await startTestNetwork({ latencyMs: 100 });
});
afterAll(async () => {
  await fake.close();
});

const received = async () => (await fake.stats()).posts;

describe.runIf(onPostgres)(
  'PostgreSQL restarting under two worker processes (skipped without TEST_DATABASE_URL; the PGlite variant below runs)',
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

    /** What a restart does to the clients: every backend of the test database ends at once. */
    async function terminateBackends() {
      const admin = new pg.Client({ connectionString: server.database.connectionString });
      await admin.connect();
      try {
        const result = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return result.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    }

    it('resumes the sends: every target exactly once', async () => {
      const owner = await registerOwner(server, 'Restart');
      const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, accountCount);
      await spreadArrivals(fake, targetTotal, 4000);
      const { targetIds } = await postNow(
        apiClient(server.baseUrl, owner.token),
        owner.calendarId,
        accountIds,
        postCount,
      );
      const url = server.database.connectionString ?? '';
      workers.push(
        ...(await Promise.all([startWorkerProcess(url, fake.url), startWorkerProcess(url, fake.url)])),
      );

      for (const share of [0.25, 0.6]) {
        await waitFor(received, (count) => count >= targetTotal * share, 30_000, 50);
        expect(await terminateBackends(), 'connections terminated').toBeGreaterThan(0);
      }
      const states = await waitFor(
        () => statesOf(server.database.db, targetIds),
        allPublished(targetTotal),
        60_000,
        500,
      );
      expect(states).toEqual({ published: targetTotal });
      await expectSentExactlyOnce(fake, targetIds);
      for (const worker of workers) {
        expect(worker.child.exitCode, `a worker died:\n${worker.output().slice(-3000)}`).toBeNull();
      }
    }, 150_000);
  },
);

describe.skipIf(onPostgres)('the embedded database closed under a running runtime (PGlite)', () => {
  // Made when this block runs (a skipped block runs no hooks, and would leave it behind).
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kairos-restart-'));
  });
  const runtimes: Runtime[] = [];
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.stop().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number) {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ENCRYPTION_KEY: encryptionKey,
      TEST_NETWORK: 'true',
      TEST_NETWORK_URL: fake.url,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      ...fastEngineEnv,
    });
    const runtime = await startRuntime(config, { api: true, worker: true });
    runtimes.push(runtime);
    return { runtime, config };
  }

  it('resumes on the same DATA_DIR: every target exactly once', async () => {
    const port = await freePort();
    const first = await start(port);
    const services = createServices({
      config: first.config,
      database: first.runtime.database,
      mailer: { send: async () => undefined },
      queue: null,
      providers: new Map(),
      cipher: sharedCipher,
      now: () => new Date(),
    });
    const owner = await services.sessions.createConfirmedAccount(
      { name: 'Restart', email: 'restart@example.com', password: 'restarted db 1' },
      { ip: '127.0.0.1', userAgent: 'reliability test' },
    );
    const auth = await services.sessions.authenticate(owner.token);
    const [calendar] = auth ? await services.calendars.list(auth) : [];
    if (!calendar) throw new Error('no calendar');
    const accountIds = await seedAccounts(first.runtime.database.db, fake, calendar._id, accountCount);
    await spreadArrivals(fake, targetTotal, 4000);
    const { targetIds } = await postNow(
      apiClient(`http://127.0.0.1:${port}`, owner.token),
      calendar._id,
      accountIds,
      postCount,
    );

    await waitFor(received, (count) => count >= targetTotal / 3, 30_000, 50);
    const before = await statesOf(first.runtime.database.db, targetIds);
    expect(before.publishing ?? 0, 'sends in flight when the database closes').toBeGreaterThan(0);
    // Abruptly: the database closes under the worker's claims, sends and commits.
    await first.runtime.database.close();
    expect(await received(), 'sends still to land when the database closed').toBeLessThan(targetTotal);
    await first.runtime.stop().catch(() => undefined);
    await sleep(200);

    const second = await start(port);
    const states = await waitFor(
      () => statesOf(second.runtime.database.db, targetIds),
      allPublished(targetTotal),
      60_000,
      500,
    );
    expect(states).toEqual({ published: targetTotal });
    await expectSentExactlyOnce(fake, targetIds);
  }, 150_000);
});
