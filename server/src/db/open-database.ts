import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import type { Database, DatabaseDriver } from './database';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema';

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Any number of processes may start at once against one PostgreSQL: one of them migrates at a time. */
const migrationLockId = 7_402_193_551;

export interface OpenDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** Set on the embedded driver: pg-boss shares the same in-process instance. */
  pglite: PGlite | undefined;
  connectionString: string | undefined;
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; 'memory://' for a throwaway database. */
  dataDir: string;
  poolSize?: number;
  /** Told when PostgreSQL ends a pooled connection (the pool replaces it by itself). */
  onIdleError?: (error: Error) => void;
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleError)
    : openPglite(options.dataDir);
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  onIdleError: ((error: Error) => void) | undefined,
): Promise<OpenDatabase> {
  const lockClient = new pg.Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    await lockClient.end();
  }
  // No parallel workers (decision 0119): each statement of ours reads a range of an index, and
  // starting workers took 50-60 ms where the stats' share statement itself took one. A startup
  // option, so it costs no round trip.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // The server may end a pooled connection (a restart, a failover, pg_terminate_backend). An idle
  // one errors on the pool, one checked out between two queries (inside a transaction) on the client
  // itself: without listeners either error ends the process. The queries that were running fail on
  // their own, and the pool replaces the connection when one is needed.
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onIdleError?.(error)));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    pglite: undefined,
    connectionString,
    ping: () => timed(db),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  let location = dataDir;
  let unlock: (() => void) | undefined;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    unlock = lockEmbeddedDatabase(dataDir);
  }
  const pglite = await PGlite.create(location);
  const drizzleDb = drizzlePglite({ client: pglite, schema });
  await migratePglite(drizzleDb, { migrationsFolder });
  const db = drizzleDb as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite,
    connectionString: undefined,
    ping: () => timed(db),
    close: async () => {
      await pglite.close();
      unlock?.();
    },
  };
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
