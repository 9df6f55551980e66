import { performance } from 'node:perf_hooks';

/** Issue 14: "a request that blocks the event loop longer than 200 ms fails the test". */
export const eventLoopBudgetMs = 200;

const tickMs = 4;

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
    async longestBlockMs(run: () => Promise<void>): Promise<number> {
      longest = 0;
      last = performance.now();
      await run();
      // The tick after the request ends has seen any block the request caused.
      await new Promise<void>((resolve) => nextTick.push(resolve));
      return longest;
    },
    stop: () => clearInterval(timer),
  };
}
