import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where one benchmark run keeps its data, and how it is removed afterwards. */
export interface BenchDatabase {
  driver: 'pglite' | 'postgres';
  /** DATABASE_URL for the runtime: a fresh database on PostgreSQL, unset for PGlite. */
  databaseUrl: string | undefined;
  /** DATA_DIR for the runtime: a temporary directory (PGlite keeps its files there). */
  dataDir: string;
  /** Shown in the output: never the credentials. */
  label: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one run: with DATABASE_URL, a new database next to it (dropped afterwards);
 * otherwise PGlite in a temporary DATA_DIR, as `npm start` runs it.
 */
export async function freshBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairos-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    return {
      driver: 'pglite',
      databaseUrl: undefined,
      dataDir,
      label: `PGlite in ${dataDir}`,
      drop: async () => removeDir(),
    };
  }
  const name = `kairos_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin(databaseUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    databaseUrl: url.toString(),
    dataDir,
    label: `PostgreSQL database ${name} on ${url.host}`,
    drop: async () => {
      // BENCH_KEEP=1 keeps the database, to read its plans afterwards.
      if (process.env.BENCH_KEEP) return;
      await withAdmin(databaseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
