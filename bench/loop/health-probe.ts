import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { percentile, round } from '../dispatch/figures';

export interface HealthFigures {
  /** Answers read in the period, whatever their status. */
  probes: number;
  /** Probes that got no answer or one other than 200 (those answered count in the waits too). */
  failures: number;
  worstMs: number;
  p99Ms: number;
  p50Ms: number;
}

/**
 * GET /api/health every `intervalMs` from a thread of its own (health-probe-worker.mjs) for as long
 * as the bench runs; `take()` gives the waits since the last take.
 */
export function startHealthProbe(url: string, intervalMs = 50) {
  const worker = new Worker(new URL('./health-probe-worker.mjs', import.meta.url), {
    workerData: { url, intervalMs },
  });
  return {
    async take(): Promise<HealthFigures> {
      worker.postMessage('take');
      const [{ waits, failures }] = (await once(worker, 'message')) as [
        { waits: number[]; failures: number },
      ];
      const sorted = [...waits].sort((a, b) => a - b);
      const at = (p: number) => (sorted.length ? round(percentile(sorted, p), 1) : 0);
      return { probes: sorted.length, failures, worstMs: at(100), p99Ms: at(99), p50Ms: at(50) };
    },
    /** Once the thread has read its first answer (it starts in a second or more on a busy machine). */
    async ready() {
      for (let taken = await this.take(); taken.probes + taken.failures === 0; taken = await this.take())
        await new Promise((resolve) => setTimeout(resolve, 200));
    },
    async stop() {
      worker.postMessage('stop');
      await once(worker, 'exit');
    },
  };
}
