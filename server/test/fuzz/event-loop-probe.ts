import { performance } from 'node:perf_hooks';

/** Issue 14: "a request that blocks the event loop longer than 200 ms fails the test". */
export const eventLoopBudgetMs = 200;

const tickMs = 4;

/** CPU time of this thread (Node 23.9+), or of the process where that is not known. */
const cpuMicros = (): number => {
  const threadUsage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  const usage = threadUsage ? threadUsage() : process.cpuUsage();
  return usage.user + usage.system;
};

export interface BlockMeasure {
  /** The longest time the event loop stood still while the request ran. */
  blockedMs: number;
  /** CPU time this thread used meanwhile: a block of our own burns it, a busy machine does not. */
  cpuMs: number;
}

/**
 * Measures how long the event loop stood still while one request ran. The test server runs in this
 * process, so a handler that loops synchronously (or a PGlite query, which runs on this thread)
 * holds back the probe's timer by as long as it blocks. A timer of our own rather than
 * `monitorEventLoopDelay`: its histogram only records on its next tick, which a timer set after a
 * long block can run ahead of, so a block could be read before it was recorded.
 */
export function eventLoopProbe() {
  let last = performance.now();
  let longest = 0;
  let nextTick: Array<() => void> = [];
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - tickMs);
    last = now;
    const waiting = nextTick;
    nextTick = [];
    for (const resolve of waiting) resolve();
  }, tickMs);
  return {
    async measure(run: () => Promise<void>): Promise<BlockMeasure> {
      longest = 0;
      last = performance.now();
      const cpuBefore = cpuMicros();
      await run();
      // The tick after the request ends has seen any block the request caused.
      await new Promise<void>((resolve) => nextTick.push(resolve));
      return { blockedMs: longest, cpuMs: (cpuMicros() - cpuBefore) / 1000 };
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * A stall of the request's own: over the budget, with this thread busy for at least half of it. A
 * process the machine did not schedule (two cores for five engineers) stands still too, idle.
 */
export const isOwnStall = (measure: BlockMeasure) =>
  measure.blockedMs > eventLoopBudgetMs && measure.cpuMs >= measure.blockedMs / 2;
