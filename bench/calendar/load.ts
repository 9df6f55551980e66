import { percentile, round } from '../dispatch/figures';

export interface LoadFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Items in the last reply, and its size. */
  items: number;
  bytes: number;
}

/**
 * `requests` GETs of `url` by `concurrency` clients at once (each sends its next when its last one
 * is answered); the latency of each, from sending to the whole body read.
 */
export async function measureGet(
  url: string,
  token: string,
  input: { requests: number; concurrency: number },
): Promise<LoadFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  let items = 0;
  let bytes = 0;
  let sent = 0;
  const client = async () => {
    while (sent < input.requests) {
      sent += 1;
      const started = performance.now();
      // A socket the server closed while the seed ran may be offered once more: ask again then.
      const reply = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
      const body = await reply.text();
      latencies.push(performance.now() - started);
      if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status} ${body.slice(0, 300)}`);
      bytes = body.length;
      // The client shares the server's thread here: it parses one reply only, to count its items,
      // so that its own work does not sit in the server's latencies.
      if (sent > input.concurrency) continue;
      const parsed = JSON.parse(body) as { items?: unknown[] } | unknown[];
      items = Array.isArray(parsed) ? parsed.length : (parsed.items?.length ?? 0);
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, client));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    items,
    bytes,
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
