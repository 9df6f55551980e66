// The load client of bench:calendar, on a thread of its own: reading 1.5 MB replies four at a time
// costs the client as much as the server, and on the server's thread it was counted as the server's.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, requests, concurrency } = workerData;
const headers = { authorization: `Bearer ${token}` };
const latencies = [];
let last = null;
let sent = 0;

// The body is read whole (as bytes) inside the timed span; it is decoded and parsed once, after the
// run: parsing a 1.5 MB reply here blocked the thread that reads the other clients' replies, and that
// wait was counted as the server's.
async function client() {
  while (sent < requests) {
    sent += 1;
    const started = performance.now();
    // A socket the server closed while the seed ran may be offered once more: ask again then.
    const reply = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
    const body = await reply.arrayBuffer();
    latencies.push(performance.now() - started);
    if (reply.status !== 200) {
      throw new Error(`GET ${url}: ${reply.status} ${Buffer.from(body).toString('utf8', 0, 300)}`);
    }
    last = body;
  }
}

await Promise.all(Array.from({ length: concurrency }, client));
const text = Buffer.from(last).toString('utf8');
const parsed = JSON.parse(text);
const items = Array.isArray(parsed) ? parsed.length : (parsed.items?.length ?? 0);
parentPort.postMessage({ latencies, items, bytes: text.length });
