import type { TestServer } from '../harness';
import { isOwnStall, type eventLoopProbe } from './event-loop-probe';
import type { FuzzWorld } from './fuzz-world';
import type { Operation } from './openapi-operations';
import type { FuzzRequest } from './request-arbitrary';
import { problemsWith, send } from './send-and-check';

export type Judge = (
  operation: Operation,
  request: FuzzRequest,
  outcomes: Map<string, number>,
) => Promise<string[]>;

/** A block this long is the request's own work, never a busy machine: no need to see it again. */
const certainStallMs = 2_000;

/**
 * Sends one request and says what is wrong with its answer (nothing, mostly). A stall shorter than
 * two seconds counts only if the request stalls again twice: a request doing work proportional to
 * its input stalls every time. `outcomes` counts the answers by status and message (FUZZ_STATS).
 */
export function createJudge(
  server: TestServer,
  world: FuzzWorld,
  probe: ReturnType<typeof eventLoopProbe>,
): Judge {
  return async (operation, request, outcomes) => {
    const token = await world.sessionFor(operation);
    let blockedMs = 0;
    const attempt = async () => {
      let reply = { status: 0, text: '' };
      const block = await probe.measure(async () => {
        reply = await send(server.baseUrl, request, token);
      });
      blockedMs = isOwnStall(block) ? block.blockedMs : 0;
      const outcome = `${reply.status} ${/"message":"([^"]{0,60})/.exec(reply.text)?.[1] ?? ''}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      return problemsWith(reply, block, world.other.canaries);
    };
    let problems = await attempt();
    for (let again = 0; again < 2 && blockedMs > 0 && blockedMs < certainStallMs; again += 1) {
      const retried = await attempt();
      if (blockedMs === 0) problems = retried;
    }
    return problems;
  };
}
