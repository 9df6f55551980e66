import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite serves one process: a second process opening the same folder corrupts it, and so would a
 * backup copying it while a server writes. The process that opens it writes its pid here;
 * `npm run backup` and `npm run restore` (scripts/embedded-data.mjs) read the same file.
 */
export function embeddedLockFile(dataDir: string): string {
  return path.join(dataDir, 'kairos.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the embedded database for this process; returns the release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = embeddedLockFile(dataDir);
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // no lock yet
  }
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another Kairos process (pid ${holder}) is using the embedded database in ${dataDir}. ` +
        'It serves one process: stop that one, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
