import type { PgBoss } from 'pg-boss';
import { queuePolling } from '../../queue/open-queue';
import type { ImportRunner } from './run-import';

export const contentImportQueue = 'content-import';

export interface ContentImportJob {
  importId: string;
}

/** Workers import the files: one job per import, retried never (a retry would write rows twice). */
export async function startContentImports(queue: PgBoss, runner: ImportRunner): Promise<void> {
  await queue.createQueue(contentImportQueue, { retryLimit: 0, expireInSeconds: 3600 });
  await queue.work<ContentImportJob>(contentImportQueue, queuePolling, async (jobs) => {
    for (const job of jobs) await runner(job.data.importId);
  });
}

/** The queue must exist before the API sends to it. */
export async function prepareContentImportQueue(queue: PgBoss): Promise<void> {
  await queue.createQueue(contentImportQueue, { retryLimit: 0, expireInSeconds: 3600 });
}
