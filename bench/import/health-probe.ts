/**
 * Reads `/api/health` every 50 ms, one call at a time, as the outside test did, and keeps
 * the slowest answer: what another tenant's request waited while the bench's work ran.
 */
export function healthProbe(base: string): { stop(): Promise<number> } {
  let worst = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Math.round(worst);
    },
  };
}
