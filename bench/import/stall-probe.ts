/**
 * The event loop's longest stall while it runs: a 5 ms interval timer, and the longest gap between
 * two of its ticks minus those 5 ms (as bench/campaign does). The API runs in the bench's process,
 * so this is how long a request arriving at the worst moment would have waited to be read. On a
 * loaded machine the operating system stretches every stall, so the process's CPU time during the
 * longest one is kept too: about what the stall would be on a machine to itself (an upper bound:
 * it counts every thread of the process, the import's reader and the database's included).
 */
export function stallProbe(): { stop(): { longestStallMs: number; longestStallCpuMs: number } } {
  let last = performance.now();
  let cpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    const used = process.cpuUsage(cpu);
    if (at - last - 5 > longest) {
      longest = at - last - 5;
      longestCpu = (used.user + used.system) / 1000;
    }
    last = at;
    cpu = process.cpuUsage();
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return {
        longestStallMs: Math.round(Math.max(longest, performance.now() - last - 5)),
        longestStallCpuMs: Math.round(longestCpu),
      };
    },
  };
}
