import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { percentile, round } from '../dispatch/figures';

export interface LoadFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Items in the last reply, its size, and its size on the wire (gzipped where the server did). */
  items: number;
  bytes: number;
  wireBytes: number;
}

/**
 * `requests` GETs of `url` by `concurrency` clients at once (each sends its next when its last one
 * is answered), on a worker thread (load-worker.mjs); the latency of each, from sending to the whole
 * body read. `warmUp` GETs go first, the same way, and are not timed.
 */
export async function measureGet(
  url: string,
  token: string,
  input: { requests: number; concurrency: number; warmUp?: number },
): Promise<LoadFigures> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, token, ...input },
  });
  const done = (await once(worker, 'message')) as [
    { latencies: number[]; items: number; bytes: number; wireBytes: number },
  ];
  await worker.terminate();
  const { latencies, items, bytes, wireBytes } = done[0];
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    items,
    bytes,
    wireBytes,
  };
}

/**
 * `requests` GETs of `url` one at a time, each after `change` ran: the latency of a reply that must
 * be read and written again (nothing kept can serve it).
 */
export async function measureGetAfterChange(
  url: string,
  token: string,
  input: { requests: number; change: (round: number) => Promise<unknown> },
): Promise<{ p50Ms: number; p99Ms: number }> {
  const latencies: number[] = [];
  for (let round = 0; round < input.requests; round += 1) {
    await input.change(round);
    const started = performance.now();
    const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await reply.arrayBuffer();
    latencies.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status}`);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: round(percentile(latencies, 50), 1), p99Ms: round(percentile(latencies, 99), 1) };
}
