import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ queue: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports the database and the queue', async () => {
    const reply = await server.api('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'ok',
      database: { ok: true, driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      queue: { ok: true },
    });
  });

  it('reports degraded with 503 when the database is gone', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const reply = await broken.api('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body.status).toBe('degraded');
    expect(reply.body.database.ok).toBe(false);
    await broken.app.close();
  });
});
