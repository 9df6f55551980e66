// The load client of bench:calendar, on a thread of its own: reading 1.5 MB replies four at a time
// costs the client as much as the server, and on the server's thread it was counted as the server's.
// It reads with node:http over kept-alive sockets, not fetch: fetch's web streams cost the client
// several milliseconds per 1.5 MB reply, which four clients on one thread turned into queueing that
// was counted as the server's latency.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

const { url, token, requests, concurrency, warmUp = 0 } = workerData;
// As a browser asks (decision 0068): the calendar's reply comes gzipped. BENCH_IDENTITY=1 asks for it
// as it is, to compare.
const headers = {
  authorization: `Bearer ${token}`,
  'accept-encoding': process.env.BENCH_IDENTITY ? 'identity' : 'gzip',
};
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
let last = null;
let lastGzipped = false;
let sent = 0;

function get() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (reply) => {
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({
          status: reply.statusCode,
          body: Buffer.concat(chunks),
          gzipped: reply.headers['content-encoding'] === 'gzip',
        }),
      );
      reply.on('error', reject);
    });
    request.on('error', reject);
  });
}

// The body is read whole (as bytes) inside the timed span; it is inflated, decoded and parsed once,
// after the run, as a browser inflates while the bytes arrive: parsing a 1.5 MB reply here blocked
// the thread that reads the other clients' replies, and that wait was counted as the server's.
async function client(total, timed) {
  while (sent < total) {
    sent += 1;
    const started = performance.now();
    // A socket the server closed while the seed ran may be offered once more: ask again then.
    const { status, body, gzipped } = await get().catch(() => get());
    if (timed) latencies.push(performance.now() - started);
    if (status !== 200) throw new Error(`GET ${url}: ${status} ${body.toString('utf8', 0, 300)}`);
    last = body;
    lastGzipped = gzipped;
  }
}

// Warmed up as it is measured, on the same sockets and this thread's compiled code: the server's pool
// holds the connections `concurrency` clients use, as a running server's does.
await Promise.all(Array.from({ length: concurrency }, () => client(warmUp, false)));
sent = 0;
await Promise.all(Array.from({ length: concurrency }, () => client(requests, true)));
agent.destroy();
const wireBytes = last.length;
const text = (lastGzipped ? gunzipSync(last) : last).toString('utf8');
const parsed = JSON.parse(text);
// The calendar's reply holds its posts by day; other lists hold them as items (and other replies
// have days of their own, without posts: they count none).
const countOf = (reply) => {
  if (Array.isArray(reply)) return reply.length;
  if (Array.isArray(reply.items)) return reply.items.length;
  if (!Array.isArray(reply.days)) return 0;
  return reply.days.reduce((sum, day) => sum + (Array.isArray(day.posts) ? day.posts.length : 0), 0);
};
const items = countOf(parsed);
// BENCH_TRACE=1 prints each latency in the order sent (where a run's slow requests fall).
if (process.env.BENCH_TRACE)
  console.error('trace', url.split('?')[0], latencies.map((l) => l.toFixed(1)).join(' '));
parentPort.postMessage({ latencies, items, bytes: text.length, wireBytes });
