// What `npm run backup` and `npm run restore` share: where the embedded database's data lives, and
// whether a server holds it (server/src/db/embedded-lock.ts writes the pid file).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** DATA_DIR as the server resolves it; refuses a PostgreSQL deployment, which pg_dump backs up. */
export function embeddedDataDir() {
  if (process.env.DATABASE_URL?.trim())
    fail(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (README, Backups). This script is for the embedded database.',
    );
  return path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
}

export function failWhileServerRuns(dataDir) {
  let pid = Number.NaN;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'kairos.pid'), 'utf8').trim());
  } catch {
    return;
  }
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code === 'ESRCH') return;
  }
  fail(`Kairos (pid ${pid}) is running on ${dataDir}: stop it first, so the copy is consistent.`);
}

/** Runs tar (GNU tar, bsdtar on macOS, tar.exe on Windows 10+) and stops on its failure. */
export async function tar(args) {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('tar', args, { stdio: 'inherit' });
  if (result.status !== 0) fail(`tar ${args[0]} failed (exit ${result.status ?? result.signal})`);
}
