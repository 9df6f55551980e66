import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../src/db/schema';
import { startContentImports } from '../src/modules/imports/import-queue';
import { createImportRunner } from '../src/modules/imports/run-import';
import { createPostService } from '../src/modules/posts/post-service';
import { openStorage } from '../src/storage/open-storage';
import { allPages, registerOwner, startTestServer, type TestServer } from './harness';
import { importOutcome, libraryCsv, uploadImport } from './import-helpers';

// The runtime's path: the API sends a pg-boss job, a worker imports the rows.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ queue: true });
  const db = server.database.db;
  const now = server.clock.now;
  const storage = openStorage(server.config, { now });
  const posts = createPostService({ db, config: server.config, now, queue: server.queue, storage });
  await startContentImports(
    server.queue!,
    createImportRunner({ db, now, storage, posts, config: server.config }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('an import through the queue', () => {
  it('is worked by the job, with its progress read by polling', async () => {
    const owner = await registerOwner(server, 'Queued');
    const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
    await server.database.db
      .update(teams)
      .set({ subscriptionPlan: 'basicnew', subscriptionExpiresAt: null })
      .where(eq(teams.id, user!.teamId));
    await server.api('POST', '/api/categories', {
      token: owner.token,
      body: { calendarId: owner.calendarId, title: 'Menu' },
    });
    const uploaded = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(12, 'Menu'));
    const started = await server.api('POST', `/api/imports/${uploaded.body._id}/start`, {
      token: owner.token,
      body: { mapping: { message: 'Message', category: 'Category', hashtags: 'Hashtags' } },
    });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('queued');
    const outcome = await importOutcome(server, owner.token, uploaded.body._id);
    expect(outcome).toMatchObject({ status: 'done', processedRows: 12, importedRows: 12, errorCount: 0 });
    const items = await allPages<{ message: string; hashtags: string[] }>(
      server,
      `/api/library-posts?calendarId=${owner.calendarId}`,
      owner.token,
    );
    expect(items).toHaveLength(12);
    expect(items[0]!.hashtags).toEqual(['#bulk']);
  });
});
