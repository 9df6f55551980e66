import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repositoryRoot, startServer, stopServer, signUpOn } from './server-process';

const workDir = mkdtempSync(path.join(tmpdir(), 'kairos-backup-'));
const dataDir = path.join(workDir, 'data');
const backupFile = path.join(workDir, 'kairos.tar.gz');
const user = { email: 'kept@example.com', password: 'backed up 1' };
const headers = { 'content-type': 'application/json' };

/** `npm run backup` / `npm run restore` as an operator runs them, on this test's DATA_DIR. */
function run(script: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ENCRYPTION_KEY: '' },
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('npm run backup and npm run restore (embedded database)', () => {
  it('refuses to copy the database while the server runs, and a restore brings an account back', async () => {
    const port = await freePort();
    const server = await startServer(port, dataDir);
    try {
      const registered = await signUpOn(port, dataDir, { name: 'Kept', ...user });
      expect(registered.status).toBe(201);

      const whileRunning = run('backup', backupFile);
      expect(whileRunning.status).toBe(1);
      expect(whileRunning.output).toContain('stop it first');
    } finally {
      expect(await stopServer(server)).toBe(0);
    }

    const backup = run('backup', backupFile);
    expect(backup.output).toContain('Backed up');
    expect(backup.status).toBe(0);

    // Lose everything, then restore: the account, and the key its tokens are sealed with, are back.
    rmSync(dataDir, { recursive: true, force: true });
    const restore = run('restore', backupFile);
    expect(restore.output).toContain('Restored');
    expect(restore.status).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['encryption.key', 'mail', 'pglite']);

    const restored = await startServer(port, dataDir);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/session/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify(user),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stopServer(restored)).toBe(0);
    }
  }, 240_000);

  it('keeps the data it replaces and rejects a file that holds no database', () => {
    const second = run('restore', backupFile);
    expect(second.status).toBe(0);
    expect(second.output).toContain('The current data moved to');
    expect(readdirSync(workDir).some((entry) => entry.startsWith('data.before-restore-'))).toBe(true);

    const notABackup = run('restore', path.join(repositoryRoot, 'package.json'));
    expect(notABackup.status).toBe(1);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
