import { PgBoss, fromPglite } from 'pg-boss';
import type { OpenDatabase } from '../db/open-database';

/**
 * pg-boss in the same database as the data, so a post and its publish jobs commit together.
 * STACK.md: the default 30 s notify polling made a job due in 2 s run 28 s late; poll every 0.5 s.
 */
export function createQueue(database: OpenDatabase): PgBoss {
  const common = { schema: 'pgboss', migrate: true, createSchema: true } as const;
  if (database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.connectionString, max: 5 });
}

export const queuePolling = { pollingIntervalSeconds: 0.5, batchSize: 10 } as const;
