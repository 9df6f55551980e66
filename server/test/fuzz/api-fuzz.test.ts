import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNetwork } from '../../src/providers/test-network/fake-server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestServer } from '../harness';
import { mediaEnv } from '../media/media-helpers';
import { eventLoopProbe } from './event-loop-probe';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { readOperations, type Operation } from './openapi-operations';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary';
import { problemsWith, replayCommand, send } from './send-and-check';

/**
 * Issue 14: every operation of the OpenAPI document, fuzzed from its schema with a hostile share,
 * as the fuzzed team's owner. Zero 5xx, every error in the one model, no request blocking the event
 * loop over the budget, no other team's data. CI runs a few requests per operation; `npm run fuzz`
 * runs many (FUZZ_RUNS, FUZZ_SEED; FUZZ_OPERATION and FUZZ_PATH replay one failure).
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 14_2026);
const runs = Number(process.env.FUZZ_RUNS ?? 12);
const onlyOperation = process.env.FUZZ_OPERATION;

const fake = await startFakeNetwork();
const server = await startTestServer({
  queue: true,
  env: mediaEnv(),
  providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: fake.url })]]),
  // Every host name resolves to loopback, which the server refuses to fetch: the fuzz stays on this machine.
  fetchOptions: { resolve: async () => ['127.0.0.1'] },
  // FUZZ_LOG=1 prints the server's log of what went wrong (a 500's stack).
  logger: process.env.FUZZ_LOG ? { level: 'error' } : false,
});
const operations = (await readOperations(server)).filter((o) => !onlyOperation || o.key === onlyOperation);
const probe = eventLoopProbe();
let world: FuzzWorld;

beforeAll(async () => {
  world = await buildFuzzWorld(server);
});
afterAll(async () => {
  probe.stop();
  await server.close();
  await fake.close();
});

/** Each operation its own seed, so one can be replayed alone with the same values. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, baseSeed);

/** One request, sent and judged; a stall counts only if the request stalls again twice (a loaded machine is not a bug). */
async function judge(operation: Operation, request: FuzzRequest): Promise<string[]> {
  const token = await world.sessionFor(operation);
  const attempt = async () => {
    let reply = { status: 0, text: '' };
    const blockedMs = await probe.longestBlockMs(async () => {
      reply = await send(server.baseUrl, request, token);
    });
    return problemsWith(reply, blockedMs, world.other.canaries);
  };
  let problems = await attempt();
  for (let again = 0; again < 2 && problems.some((p) => p.startsWith('blocked')); again += 1) {
    const retried = await attempt();
    if (!retried.some((p) => p.startsWith('blocked'))) problems = retried;
  }
  return problems;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(onlyOperation ? 1 : 55);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s: no 5xx, errors in the one model, no stall, no leak',
    async (key, operation) => {
      const today = server.clock.now().toISOString().slice(0, 10);
      let found: { request: FuzzRequest; problems: string[] } | null = null;
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(operation, world, today), async (request) => {
          const problems = await judge(operation, request);
          if (problems.length > 0) found = { request, problems };
          return problems.length === 0;
        }),
        { seed: seedOf(key), numRuns: runs, endOnFailure: true, path: process.env.FUZZ_PATH },
      );
      if (!details.failed) return;
      if (found) {
        const { request, problems } = found as { request: FuzzRequest; problems: string[] };
        const replay = replayCommand(request, `${key}-${details.seed}`);
        throw new Error(
          [
            `${key}: ${problems.join('; ')}`,
            `replay: ${replay}`,
            `again: FUZZ_SEED=${baseSeed} FUZZ_OPERATION='${key}' FUZZ_PATH=${details.counterexamplePath} npx vitest run server/test/fuzz/api-fuzz.test.ts`,
          ].join('\n'),
        );
      }
      // The property threw (the request could not be sent at all): say so with fast-check's report.
      throw details.errorInstance ?? new Error(`${key}: the fuzz failed without a reply to show`);
    },
    120_000,
  );
});
