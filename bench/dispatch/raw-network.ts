/**
 * The network alone: `count` publishes through the test network's provider (the engine's own HTTP
 * client), `concurrency` at once, from a fresh process with no database and no engine. Its
 * connections are opened before the clock starts, as the engine opens them while a burst's job waits
 * for its instant. What no engine on this machine can beat: the lag figures are from the start to
 * each receipt, measured the way the engine's are.
 *
 *   node --import tsx bench/dispatch/raw-network.ts <network url> <access token> <count> <concurrency>
 *
 * Prints one JSON line: { seconds, started } (started: the epoch ms the first request left).
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { preconnect } from '../../server/src/providers/http-connections';
import { createTestNetworkProvider } from '../../server/src/providers/test-network/provider';

export interface RawNetworkRun {
  /** When the first request left (epoch ms): the receipts' lags are measured from it. */
  started: number;
  seconds: number;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Runs this file in a child process and reads its figures. */
export async function measureRawNetwork(
  url: string,
  accessToken: string,
  count: number,
  concurrency: number,
): Promise<RawNetworkRun> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/dispatch/raw-network.ts',
      url,
      accessToken,
      String(count),
      String(concurrency),
    ],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const last = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`the raw network run failed (${code}): ${output}`);
  return JSON.parse(last) as RawNetworkRun;
}

async function run(url: string, accessToken: string, count: number, concurrency: number) {
  const provider = createTestNetworkProvider({ baseUrl: url });
  const content = {
    message: 'Raw network post',
    title: '',
    images: [{ url: 'https://cdn.example.com/bench.png', mimeType: 'image/png' }],
    video: null,
    callToAction: null,
    options: {},
    extra: {},
  };
  await preconnect(url, Math.min(concurrency, count));
  let next = 0;
  const started = Date.now();
  const clock = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        next += 1;
        await provider.publish({
          idempotencyKey: randomUUID(),
          sendAt: new Date(),
          account: { externalId: 'raw', type: 'personal', metadata: {} },
          tokens: { accessToken, refreshToken: null, expiresAt: null },
          content,
        });
      }
    }),
  );
  console.log(JSON.stringify({ started, seconds: (performance.now() - clock) / 1000 }));
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const [url, token, count, concurrency] = process.argv.slice(2);
  if (!url || !token) throw new Error('usage: raw-network.ts <url> <token> <count> <concurrency>');
  run(url, token, Number(count), Number(concurrency)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
