import { createThreadPool } from '../../threads/thread-pool';
import type { ResolvedDesign } from './render-template';

/** Draws a design to PNG; the bytes come back from a thread. */
export type RenderDesign = (design: ResolvedDesign, options?: { fitWidth?: number }) => Promise<Buffer>;

export interface RenderTask {
  design: ResolvedDesign;
  options: { fitWidth?: number };
}

/**
 * The banner renderer's thread. satori's layout and resvg's rasterizing are synchronous: a
 * 1080×1080 banner holds its thread for tens to hundreds of milliseconds, which the event loop that
 * serves the API and sends the posts must never wait on (decision 0135). `npm start` runs the API and
 * a worker in one process, so the design jobs and the public previews both draw in one of these.
 * Bounded: at most `maxQueue` drawings wait (then 429), each cut after `taskTimeoutMs`.
 */
export function createRenderPool(options: { threads: number; maxQueue: number; taskTimeoutMs: number }) {
  const pool = createThreadPool(
    { from: import.meta.url, source: 'render-worker.ts', compiled: 'design-render-worker.js' },
    // The fonts are read again by a new thread (a few milliseconds): idle threads are let go.
    { ...options, idleTimeoutMs: 5 * 60_000 },
  );
  const render: RenderDesign = async (design, renderOptions = {}) => {
    const task: RenderTask = { design, options: renderOptions };
    return Buffer.from((await pool.run(task)) as Uint8Array);
  };
  return {
    render,
    /** Drawings this pool's threads have finished: how a test sees that drawing left the event loop. */
    drawings: pool.completed,
    close: pool.close,
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
