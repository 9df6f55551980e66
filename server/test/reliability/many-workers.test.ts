import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueTargets } from '../../src/modules/publishing/publish-queue';
import { createQueue } from '../../src/queue/open-queue';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import {
  allPublished,
  apiClient,
  expectSentExactlyOnce,
  onPostgres,
  postNow,
  seedAccounts,
  startInProcessWorker,
  startWorkerProcess,
  statesOf,
  waitFor,
  type ChildHandle,
} from './reliability-kit';

/**
 * 2,000 due targets shared by several workers on one database. Every target also gets a second job
 * (as the sweeper's re-enqueue would give it), so two workers do race for the same target: only the
 * claim decides who sends.
 */
const accountCount = 50;
const postCount = 40;
const targetTotal = accountCount * postCount;

let fake: TestNetworkServer;
let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let accountIds: string[];

beforeAll(async () => {
  fake = await startTestNetwork({ latencyMs: 5 });
  server = await startTestServer({ queue: true });
  owner = await registerOwner(server, 'Many');
  accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, accountCount);
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** 2,000 targets due now, each with two jobs, written before any worker runs. */
async function dueTargets(label: string) {
  await fake.reset();
  await fake.setLatency(5);
  const { targetIds } = await postNow(
    apiClient(server.baseUrl, owner.token),
    owner.calendarId,
    accountIds,
    postCount,
    label,
  );
  expect(targetIds).toHaveLength(targetTotal);
  const now = new Date();
  await enqueueTargets(
    server.queue,
    null,
    targetIds.map((id) => ({ id, postVersion: 1, socialMedia: 'testNetwork', dueAt: now })),
  );
  return targetIds;
}

async function expectAllSentOnce(targetIds: string[]) {
  const states = await waitFor(
    () => statesOf(server.database.db, targetIds),
    allPublished(targetTotal),
    90_000,
    500,
  );
  expect(states).toEqual({ published: targetTotal });
  await expectSentExactlyOnce(fake, targetIds);
}

describe.runIf(onPostgres)(
  'worker processes on one PostgreSQL database (skipped without TEST_DATABASE_URL: PGlite cannot be shared between processes)',
  () => {
    const workers: ChildHandle[] = [];
    afterAll(async () => {
      for (const worker of workers) await worker.stop('SIGKILL');
    });

    for (const count of [2, 4]) {
      it(`${count} workers send 2,000 due targets, each exactly once`, async () => {
        const targetIds = await dueTargets(`${count} processes`);
        const url = server.database.connectionString ?? '';
        const started = await Promise.all(
          Array.from({ length: count }, () => startWorkerProcess(url, fake.url)),
        );
        workers.push(...started);
        await expectAllSentOnce(targetIds);
        const exits = await Promise.all(started.map((worker) => worker.stop('SIGTERM')));
        expect(exits).toEqual(Array(count).fill(0));
      }, 150_000);
    }
  },
);

describe.skipIf(onPostgres)('in-process workers on one PGlite database', () => {
  // PGlite lives inside one process: worker processes cannot share it, so the same check runs with
  // several workers in this process (the multi-process check runs when TEST_DATABASE_URL is set).
  for (const count of [2, 4]) {
    it(`${count} workers send 2,000 due targets, each exactly once`, async () => {
      const targetIds = await dueTargets(`${count} in-process workers`);
      const provider = createTestNetworkProvider({ baseUrl: fake.url });
      // Each worker with its own pg-boss, as each process would have.
      const queues = Array.from({ length: count }, () => createQueue(server.database));
      const workers = await Promise.all(
        queues.map(async (queue) => {
          queue.on('error', () => undefined);
          await queue.start();
          return startInProcessWorker({
            db: server.database.db,
            queue,
            providers: new Map([['testNetwork', provider]]),
            config: server.config,
          });
        }),
      );
      try {
        await expectAllSentOnce(targetIds);
      } finally {
        for (const worker of workers) await worker.stop();
        for (const queue of queues) await queue.stop({ graceful: false });
      }
    }, 150_000);
  }
});
