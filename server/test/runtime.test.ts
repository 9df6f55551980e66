import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kairos-runtime-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real entry point, as `npm start` runs it, on the embedded database in `dataDir`. */
async function startServer(
  port: number,
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Up to a minute: tsx compiles the server and PGlite starts, on a machine the other test files load.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops cleanly on SIGTERM and finds its data again on the next start', async () => {
    const port = await freePort();
    const body = JSON.stringify({
      name: 'Persisted',
      email: 'persisted@example.com',
      password: 'still here 1',
    });
    const headers = { 'content-type': 'application/json' };

    const first = await startServer(port);
    const registered = await fetch(`http://127.0.0.1:${port}/api/session/register`, {
      method: 'POST',
      headers,
      body,
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/session/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'persisted@example.com', password: 'still here 1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
