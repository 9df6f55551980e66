import { eq } from 'drizzle-orm';
import pino from 'pino';
import { accounts, publishTargets } from '../src/db/schema';
import { newWorkerId, startPublishing } from '../src/modules/publishing/start-publishing';
import { startTestNetwork, type TestNetworkServer } from '../src/providers/test-network/server';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { setTeamPlan } from '../src/modules/billing/set-team-plan';
import { registerOwner, startTestServer, type TestServer } from './harness';

export interface EngineWorld {
  server: TestServer;
  fake: TestNetworkServer;
  owner: Awaited<ReturnType<typeof registerOwner>>;
  /** Starts one more in-process worker on the same database (several may run). */
  startWorker(): Promise<{ stop(): Promise<void> }>;
  /** Accounts of the test network, connected with real tokens from the fake. */
  connectAccounts(count: number): Promise<string[]>;
  /** A post to `accountIds` (now, unless `at` is given), through the API; `body` adds fields. */
  post(
    accountIds: string[],
    options?: { message?: string; at?: Date; body?: Record<string, unknown> },
  ): Promise<{ _id: string }>;
  targetStates(postId: string): Promise<string[]>;
  waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

const image = {
  url: 'https://cdn.example.com/a.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1000,
};

export async function startEngineWorld(env: Record<string, string> = {}): Promise<EngineWorld> {
  const fake = await startTestNetwork();
  const provider = createTestNetworkProvider({
    baseUrl: fake.url,
    // Generous: on a loaded CI machine a short timeout turns slow answers into lookups and resends.
    timeoutMs: Number(env.TEST_PROVIDER_TIMEOUT_MS ?? 10_000),
  });
  const server = await startTestServer({
    queue: true,
    providers: new Map([['testNetwork', provider]]),
    env: { PUBLISH_CLAIM_SECONDS: '2', PUBLISH_SWEEP_SECONDS: '1', ...env },
  });
  const owner = await registerOwner(server, 'Engine');
  // The engine's tests connect more accounts than a trial's seats (decision 0101): the top current plan.
  await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
  const workers: Array<{ stop(): Promise<void> }> = [];
  const logger = pino({ level: 'silent' });
  let accountCount = 0;

  async function startWorker() {
    if (!server.queue) throw new Error('no queue');
    const worker = await startPublishing({
      db: server.database.db,
      queue: server.queue,
      providers: new Map([['testNetwork', provider]]),
      cipher: server.cipher,
      config: server.config,
      mailer: { send: async () => undefined },
      now: () => new Date(),
      logger,
      workerId: newWorkerId(),
    });
    workers.push(worker);
    return worker;
  }

  async function connectAccounts(count: number) {
    const rows = [];
    for (let index = 0; index < count; index += 1) {
      accountCount += 1;
      const tokens = await fake.issueTokens('u_1');
      rows.push({
        calendarId: owner.calendarId,
        socialMedia: 'testNetwork' as const,
        type: 'personal' as const,
        name: `Test account ${accountCount}`,
        externalId: `u_1-${accountCount}`,
        accessTokenEncrypted: server.cipher.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken ? server.cipher.encrypt(tokens.refreshToken) : null,
        tokenExpiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
      });
    }
    const inserted = await server.database.db.insert(accounts).values(rows).returning({ id: accounts.id });
    return inserted.map((row) => row.id);
  }

  async function post(
    accountIds: string[],
    options: { message?: string; at?: Date; body?: Record<string, unknown> } = {},
  ) {
    const timing = options.at
      ? {
          mode: 'schedule',
          date: options.at.toISOString().slice(0, 10),
          time: options.at.toISOString().slice(11, 16),
        }
      : { mode: 'now' };
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: options.message ?? 'Hello',
        calendarId: owner.calendarId,
        accountIds,
        timing,
        images: [image],
        // Near-duplicates on purpose (the similarity check would ask first): as the user confirming.
        complianceEngineRules: { ignoreComplianceCheck: true },
        ...options.body,
      },
    });
    if (reply.status !== 201) throw new Error(`post failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as { _id: string };
  }

  async function targetStates(postId: string) {
    const rows = await server.database.db
      .select({ state: publishTargets.state })
      .from(publishTargets)
      .where(eq(publishTargets.postId, postId));
    return rows.map((row) => row.state);
  }

  async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    server,
    fake,
    owner,
    startWorker,
    connectAccounts,
    post,
    targetStates,
    waitFor,
    close: async () => {
      for (const worker of workers) await worker.stop();
      await server.close();
      await fake.close();
    },
  };
}
