/**
 * The event loop's longest stall while it runs: a 5 ms interval timer, and the longest gap between
 * two of its ticks minus those 5 ms (as bench/campaign does). The API runs in the bench's process,
 * so this is how long a request arriving at the worst moment would have waited to be read.
 */
export function stallProbe(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    longest = Math.max(longest, at - last - 5);
    last = at;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(longest, performance.now() - last - 5));
    },
  };
}
