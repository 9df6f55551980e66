import type { PgBoss } from 'pg-boss';

export const designQueue = 'design-jobs';
export interface DesignJobMessage {
  jobId: string;
}

/** A job runs once (a retry would render or encode again for nothing) and at most 5 minutes. */
export const designSendOptions = { retryLimit: 0, expireInSeconds: 300 } as const;

let prepared = new WeakSet<PgBoss>();

/** The queue exists before the first job is sent, in the API process as in the worker. */
export async function prepareDesignQueue(queue: PgBoss): Promise<void> {
  if (prepared.has(queue)) return;
  await queue.createQueue(designQueue);
  prepared.add(queue);
}

/** Tests that open a fresh queue on a fresh database. */
export function forgetPreparedQueues(): void {
  prepared = new WeakSet<PgBoss>();
}
