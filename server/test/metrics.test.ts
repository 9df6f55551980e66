import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineWorld, type EngineWorld } from './engine-harness';
import { startTestServer } from './harness';

const token = 'scrape-me-please';
let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld({ METRICS_TOKEN: token });
  await world.startWorker();
});
afterAll(async () => {
  await world.close();
});

/** The value of one sample line, e.g. `kairos_publish_sends_total{network="x",outcome="published"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(name) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    const server = await startTestServer();
    try {
      expect((await server.api('GET', '/metrics', { token })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('asks for the token', async () => {
    expect((await world.server.api('GET', '/metrics')).status).toBe(401);
    expect((await world.server.api('GET', '/metrics', { token: 'wrong' })).status).toBe(401);
  });

  it('counts a published send with its lag, and reads the backlog and the claims', async () => {
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'Counted' });
    await world.waitFor(
      () => world.targetStates(post._id),
      (states) => states.every((state) => state === 'published'),
    );
    await world.server.api('GET', `/api/posts/${post._id}`, { token: world.owner.token });

    const reply = await world.server.api('GET', '/metrics', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    const text = reply.body as string;
    const network = { network: 'testNetwork', outcome: 'published' };
    expect(sample(text, 'kairos_publish_sends_total', network)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kairos_publish_lag_seconds_count', { network: 'testNetwork' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kairos_publish_due_targets')).toBe(0);
    expect(sample(text, 'kairos_publish_oldest_due_seconds')).toBe(0);
    expect(sample(text, 'kairos_publish_claims_held')).toBe(0);
    expect(sample(text, 'kairos_queue_ready_jobs')).toBeDefined();
    expect(sample(text, 'kairos_process_resident_memory_bytes')).toBeGreaterThan(0);
    // Latency by the route's pattern, never by the raw URL.
    expect(text).toContain('route="/api/posts/:id"');
    expect(text).not.toContain(post._id);
  });

  it("reports how long this process's event loop waited (prom-client's nodejs_eventloop_lag_*)", async () => {
    // A scrape starts a new period: the figures after it are of what follows.
    await world.server.api('GET', '/metrics', { token });
    // Work that holds the loop for 250 ms, as a request planning on it would.
    const until = performance.now() + 250;
    while (performance.now() < until);
    const text = (await world.server.api('GET', '/metrics', { token })).body as string;
    expect(sample(text, 'kairos_nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.2);
    for (const figure of ['p50', 'p90', 'p99', 'min', 'mean']) {
      expect(sample(text, `kairos_nodejs_eventloop_lag_${figure}_seconds`)).toBeGreaterThanOrEqual(0);
    }
  });
});
