/**
 * How much memory the worker needs to publish large videos (issue 15):
 *
 *   npx tsx bench/media-memory/main.ts [--videos 20] [--mib 150]
 *
 * Starts X's fake in a process of its own and a media host here that serves each video (made on the
 * fly, with its content-length, as our storage serves media), then a worker process that publishes
 * every video at once through the X provider (chunked upload, then the post). Prints one JSON line:
 * the worker's peak RSS, its RSS before the first upload, and how long the burst took. BENCH_SMOKE=1:
 * two 4 MiB videos.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    videos: { type: 'string', default: sized('20', '2') },
    mib: { type: 'string', default: sized('150', '4') },
  },
});
const videos = Number(args.videos);
const bytes = Number(args.mib) * 2 ** 20;
const fakePort = 4700 + Math.floor(Math.random() * 200);

// The same 1 MiB block repeated: what the bytes are does not matter to the fake, their number does.
const block = Buffer.alloc(2 ** 20, 7);
const mediaHost = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(bytes) });
  let sent = 0;
  const write = () => {
    while (sent < bytes) {
      const piece = block.subarray(0, Math.min(block.length, bytes - sent));
      sent += piece.length;
      if (!response.write(piece)) return void response.once('drain', write);
    }
    response.end();
  };
  request.resume();
  write();
});
await new Promise<void>((resolve) => mediaHost.listen(0, '127.0.0.1', resolve));
const mediaPrefix = `http://127.0.0.1:${(mediaHost.address() as AddressInfo).port}`;

function run(command: string[], onLine?: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...command], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) onLine?.(line);
  });
  return child;
}

const fake = run(['server/test/fakes/x/run-fake-x.ts', String(fakePort)]);
const fakeUrl = `http://127.0.0.1:${fakePort}`;
for (let attempt = 0; ; attempt += 1) {
  const up = await fetch(`${fakeUrl}/__control/tweets`).then(
    (reply) => reply.ok,
    () => false,
  );
  if (up) break;
  if (attempt > 100) throw new Error('the fake X did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

let figures = '';
const worker = run(
  ['bench/media-memory/publish-videos.ts', fakeUrl, mediaPrefix, String(videos), String(bytes)],
  (line) => (figures = line),
);
const code = await new Promise<number | null>((resolve) => worker.once('exit', resolve));
fake.kill('SIGTERM');
mediaHost.close();
if (code !== 0 || !figures) throw new Error(`the worker failed (exit ${code})`);
const load = os.loadavg().map((value) => Math.round(value * 100) / 100);
console.log(JSON.stringify({ benchmark: 'media', ...(JSON.parse(figures) as object), load }));
