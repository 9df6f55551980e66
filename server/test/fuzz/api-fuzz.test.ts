import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNetwork } from '../../src/providers/test-network/server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestServer } from '../harness';
import { mediaEnv } from '../media/media-helpers';
import { eventLoopProbe } from './event-loop-probe';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { readOperations } from './openapi-operations';
import { requestArbitrary } from './request-arbitrary';
import { failureReport, type Finding } from './fuzz-report';
import { createJudge, type Judge } from './judge-request';

/**
 * Issue 14: every operation of the OpenAPI document, fuzzed from its schema with a hostile share,
 * as the fuzzed team's owner. Zero 5xx, every error in the one model, no request blocking the event
 * loop over the budget, no other team's data. CI runs a few requests per operation; `npm run fuzz`
 * runs many (FUZZ_RUNS, FUZZ_SEED; FUZZ_OPERATION and FUZZ_PATH replay one failure; FUZZ_KEEP_GOING
 * reports every kind of failure of an operation instead of the first).
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 14_2026);
const runs = Number(process.env.FUZZ_RUNS ?? 12);
/** One operation's key (`PUT /api/posts/{id}`), or several separated by commas. */
const onlyOperations = process.env.FUZZ_OPERATION?.split(',').map((key) => key.trim());
const keepGoing = Boolean(process.env.FUZZ_KEEP_GOING);

const fake = await startTestNetwork();
const server = await startTestServer({
  queue: true,
  env: mediaEnv(),
  providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: fake.url })]]),
  // Every host name resolves to loopback, which the server refuses to fetch: the fuzz stays on this machine.
  fetchOptions: { resolve: async () => ['127.0.0.1'] },
  // FUZZ_LOG=1 prints the server's log of what went wrong (a 500's stack).
  logger: process.env.FUZZ_LOG ? { level: 'error' } : false,
});
const operations = (await readOperations(server)).filter(
  (o) => !onlyOperations || onlyOperations.includes(o.key),
);
const probe = eventLoopProbe();
let world: FuzzWorld;
let judge: Judge;

beforeAll(async () => {
  world = await buildFuzzWorld(server);
  judge = createJudge(server, world, probe);
});
afterAll(async () => {
  probe.stop();
  await server.close();
  await fake.close();
});

/** Each operation its own seed, so one can be replayed alone with the same values. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, baseSeed);

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(onlyOperations ? 1 : 55);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s: no 5xx, errors in the one model, no stall, no leak',
    async (key, operation) => {
      const today = server.clock.now().toISOString().slice(0, 10);
      const findings: Finding[] = [];
      const statuses = new Map<string, number>();
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(operation, world, today), async (request) => {
          const problems = await judge(operation, request, statuses);
          if (problems.length > 0) findings.push({ request, problems });
          // Going on after a finding shows every kind of failure of one operation at once.
          return problems.length === 0 || keepGoing;
        }),
        { seed: seedOf(key), numRuns: runs, endOnFailure: true, path: process.env.FUZZ_PATH },
      );
      // FUZZ_STATS=1: how deep the requests got (a fuzz answered 422 every time tests little).
      if (process.env.FUZZ_STATS) console.log(key, JSON.stringify(Object.fromEntries(statuses)));
      if (findings.length > 0) {
        const path = details.failed ? details.counterexamplePath : null;
        throw new Error(failureReport(key, findings, { seed: baseSeed, path }));
      }
      // The property threw (the request could not be sent at all): fast-check's report says why.
      if (details.failed) throw details.errorInstance;
    },
    600_000,
  );
});
