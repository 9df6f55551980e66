import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { expect } from 'vitest';
import { startDesignJobs } from '../../src/modules/design/design-worker';
import { createRenderPool, type RenderPool } from '../../src/modules/design/render-pool';
import { openStorage } from '../../src/storage/open-storage';
import type { TestServer } from '../harness';

/**
 * The worker's side in the test process, on the server's queue and media folder, drawing in its own
 * renderer thread as a worker process does. Returns that renderer (to count its drawings and close it).
 */
export async function startWorker(server: TestServer): Promise<RenderPool> {
  const storage = openStorage(server.config, { now: () => server.clock.now() });
  const renderer = createRenderPool({ threads: 1, maxQueue: 20, taskTimeoutMs: 60_000 });
  await startDesignJobs(server.queue!, {
    db: server.database.db,
    storage,
    now: () => new Date(),
    render: renderer.render,
  });
  return renderer;
}

/** Polls a job as the client does (every 2.5 s there; faster here) until it ends. */
export async function jobWhenDone(server: TestServer, token: string, uid: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const reply = await server.api('GET', `/api/design/jobs/${uid}`, { token });
    expect(reply.status).toBe(200);
    const { status } = reply.body.data;
    if (status === 'ready' || status === 'failed') return reply.body.data;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${uid} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The share of pixels that differ between two images of one size (any channel by more than 24 of
 * 255): font hinting and PNG encoders may move a few edge pixels, a changed word moves thousands.
 */
export async function differingShare(actual: Buffer, expected: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [actual, expected].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([a!.info.width, a!.info.height]).toEqual([b!.info.width, b!.info.height]);
  let differing = 0;
  for (let pixel = 0; pixel < a!.data.length; pixel += 3) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs(a!.data[pixel + channel]! - b!.data[pixel + channel]!) > 24) {
        differing++;
        break;
      }
    }
  }
  return differing / (a!.info.width * a!.info.height);
}

/** Folders the video jobs leave in the temporary directory (none once a job ends). */
export async function videoTempFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('kairos-video-'));
}
