import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, signUpOn, startServer } from './server-process';

type SignUpBody = Parameters<typeof signUpOn>[2];

const dataDir = mkdtempSync(path.join(tmpdir(), 'kairos-runtime-'));

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

    const first = await startServer(port, dataDir);
    const registered = await signUpOn(port, dataDir, JSON.parse(body) as SignUpBody);
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');

    const second = await startServer(port, dataDir);
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
