import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { messages } from '@kairos/core';
import { AppError } from '../../errors/app-error';
import type { ResolvedDesign } from './render-template';

/** Draws a design to PNG; the bytes come back from a thread. */
export type RenderDesign = (design: ResolvedDesign, options?: { fitWidth?: number }) => Promise<Buffer>;

export interface RenderTask {
  design: ResolvedDesign;
  options: { fitWidth?: number };
}

/** From sources (tsx, tests) the worker is TypeScript; compiled, it is dist/design-render-worker.js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { filename: path.join(path.dirname(here), 'render-worker.ts'), execArgv: ['--import', 'tsx'] };
  }
  return { filename: path.join(path.dirname(here), 'design-render-worker.js'), execArgv: [] };
}

/**
 * The banner renderer's thread (piscina). satori's layout and resvg's rasterizing are synchronous:
 * a 1080×1080 banner holds its thread for tens to hundreds of milliseconds, which the event loop that
 * serves the API and sends the posts must never wait on (decision 0135). `npm start` runs the API and
 * a worker in one process, so the design jobs and the public previews both draw here. Bounded: at
 * most `maxQueue` drawings wait (then 429), each cut after `taskTimeoutMs`.
 */
export function createRenderPool(options: { threads: number; maxQueue: number; taskTimeoutMs: number }) {
  let pool: Piscina | null = null;
  const open = () => {
    const { filename, execArgv } = workerFile();
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // The fonts are read again by a new thread (a few milliseconds): idle threads are let go.
      idleTimeout: 5 * 60_000,
    });
    return pool;
  };

  const render: RenderDesign = async (design, renderOptions = {}) => {
    const threads = open();
    if (threads.queueSize >= options.maxQueue) {
      throw new AppError('RATE_LIMITED', messages.errors.tooManyRequests, { retryAfterSeconds: 2 });
    }
    const task: RenderTask = { design, options: renderOptions };
    const png: unknown = await threads.run(task, { signal: AbortSignal.timeout(options.taskTimeoutMs) });
    return Buffer.from(png as Uint8Array);
  };

  return {
    render,
    /** Drawings this pool's threads have finished: how a test sees that drawing left the event loop. */
    drawings: () => pool?.completed ?? 0,
    close: async () => {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
