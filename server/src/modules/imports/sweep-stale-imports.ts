import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database';
import { contentImportQueue, prepareContentImportQueue } from './import-queue';
import * as repository from './import-repository';
import { stoppedAt } from './import-stopped';

/**
 * A running import beats at least every 30 s (run-import.ts); one silent this long lost its worker
 * (killed, or its process stopped mid-run) and would otherwise show `running` forever.
 */
export const importStaleAfterMs = 5 * 60_000;
/** A queued import no job has taken this long lost its job: it is sent again. */
export const importRequeueAfterMs = 10 * 60_000;
const batch = 100;

/**
 * The imports' part of the stale-job sweep: running imports whose heartbeat stopped are failed, the
 * first row not done named with the reason (they are not run again: the chunk in hand when the
 * worker died may have been written without its progress, and running it again would write its
 * rows twice); queued imports whose job was lost are sent again.
 */
export async function sweepStaleImports(
  db: Database,
  queue: PgBoss | null,
  now: Date,
): Promise<{ failed: number; requeued: number }> {
  const before = new Date(now.getTime() - importStaleAfterMs);
  let failed = 0;
  for (const job of await repository.staleRunningImports(db, before, batch)) {
    const values = { ...stoppedAt(job), updatedAt: now };
    if (await repository.failStaleImport(db, job.id, before, values)) failed += 1;
  }
  if (!queue) return { failed, requeued: 0 };
  const lost = await repository.requeueStaleImports(
    db,
    new Date(now.getTime() - importRequeueAfterMs),
    now,
    batch,
  );
  if (lost.length > 0) {
    await prepareContentImportQueue(queue);
    await queue.insert(
      contentImportQueue,
      lost.map(({ id }) => ({ data: { importId: id } })),
    );
  }
  return { failed, requeued: lost.length };
}
