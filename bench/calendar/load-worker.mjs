// The load client of bench:calendar, on a thread of its own: reading 1.5 MB replies four at a time
// costs the client as much as the server, and on the server's thread it was counted as the server's.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, requests, concurrency } = workerData;
const headers = { authorization: `Bearer ${token}` };
const latencies = [];
let items = 0;
let bytes = 0;
let sent = 0;

async function client() {
  while (sent < requests) {
    sent += 1;
    const started = performance.now();
    // A socket the server closed while the seed ran may be offered once more: ask again then.
    const reply = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
    const body = await reply.text();
    latencies.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status} ${body.slice(0, 300)}`);
    bytes = body.length;
    const parsed = JSON.parse(body);
    items = Array.isArray(parsed) ? parsed.length : (parsed.items?.length ?? 0);
  }
}

await Promise.all(Array.from({ length: concurrency }, client));
parentPort.postMessage({ latencies, items, bytes });
