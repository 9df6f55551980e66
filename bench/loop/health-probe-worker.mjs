// The health probe of bench:loop, on a thread of its own: the wait it measures must be the server's,
// not this thread's (the bench's main thread is the server's, and it also sends the operations).
// Every 50 ms it sends GET /api/health over a kept-alive socket and records how long the answer took;
// one request at a time, so a held loop shows as one long wait, as a user's request would see it.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, intervalMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let waits = [];
let failures = 0;
let running = true;

function get() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode));
      reply.on('error', reject);
    });
    request.on('error', reject);
  });
}

parentPort.on('message', (message) => {
  // 'take': the waits since the last take, which starts a new period.
  if (message === 'take') {
    parentPort.postMessage({ waits, failures });
    waits = [];
    failures = 0;
  }
  if (message === 'stop') running = false;
});

while (running) {
  const started = performance.now();
  const status = await get().catch(() => 0);
  const waited = performance.now() - started;
  // Any answer measures the wait; one that is not 200 (or none at all) is also a failure.
  if (status > 0) waits.push(waited);
  if (status !== 200) failures += 1;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - waited)));
}
agent.destroy();
parentPort.close();
