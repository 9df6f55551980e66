import { importMappingSchema } from '@kairos/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImportRows, libraryPosts, teams, users } from '../src/db/schema';
import { createImportReadPool, type ImportReadPool } from '../src/modules/imports/import-read-pool';
import * as repository from '../src/modules/imports/import-repository';
import { createImportService } from '../src/modules/imports/import-service';
import { createImportRunner } from '../src/modules/imports/run-import';
import { createPostService } from '../src/modules/posts/post-service';
import { openStorage } from '../src/storage/open-storage';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { libraryCsv, uploadImport } from './import-helpers';

// Issue 31: a 10,000-row import held every other request for its whole run. The file is read in a
// thread, and the job writes a chunk at a time with the event loop's turn between two chunks.
let server: TestServer;
let reader: ImportReadPool;
beforeAll(async () => {
  server = await startTestServer();
  reader = createImportReadPool({ threads: 1, maxQueue: 5, taskTimeoutMs: 60_000 });
});
afterAll(async () => {
  await reader.close();
  await server.close();
});

const mapping = importMappingSchema.parse({ message: 'Message', category: 'Category', hashtags: 'Hashtags' });

async function ownerWithMenu() {
  const owner = await registerOwner(server, 'Threads');
  const db = server.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, owner.email));
  await db
    .update(teams)
    .set({ subscriptionPlan: 'enterprisenew', subscriptionPeriod: 'monthly', subscriptionExpiresAt: null })
    .where(eq(teams.id, user!.teamId));
  await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Menu' },
  });
  const author = await repository.authorNow(db, user!.id);
  return { ...owner, auth: { ...author!, sessionId: user!.id } };
}

function services() {
  const db = server.database.db;
  const now = server.clock.now;
  const storage = openStorage(server.config, { now });
  const posts = createPostService({ db, config: server.config, now, queue: null, storage });
  return { db, now, storage, posts, config: server.config };
}

describe('an uploaded file', () => {
  it("is read in the import's thread, and its rows kept a batch per statement", async () => {
    const owner = await ownerWithMenu();
    const deps = services();
    const runner = createImportRunner(deps);
    const imports = createImportService({ ...deps, queue: null, runner, readFile: reader.read });
    const readBefore = reader.readings();
    const view = await imports.upload(owner.auth, {
      calendarId: owner.calendarId,
      fileName: 'posts.csv',
      bytes: Buffer.from(libraryCsv(2500, 'Menu')),
    });
    // Parsed by the pool's thread, not by the event loop that serves the API.
    expect(reader.readings()).toBe(readBefore + 1);
    expect(view).toMatchObject({ totalRows: 2500, columns: ['Message', 'Category', 'Hashtags'] });
    expect(view.preview[0]).toEqual(['Imported post 0', 'Menu', '#bulk']);
    const batches = await deps.db
      .select({ batch: contentImportRows.batch, rows: contentImportRows.rows })
      .from(contentImportRows)
      .where(eq(contentImportRows.importId, view._id))
      .orderBy(contentImportRows.batch);
    expect(batches.map((batch) => batch.rows.length)).toEqual([1000, 1000, 500]);
    expect(batches[2]!.rows.at(-1)).toEqual(['Imported post 2499', 'Menu', '#bulk']);
  });

  it("answers the thread's refusal with its message, and keeps nothing", async () => {
    const owner = await ownerWithMenu();
    const deps = services();
    const imports = createImportService({
      ...deps,
      queue: null,
      runner: createImportRunner(deps),
      readFile: reader.read,
    });
    const refused = imports.upload(owner.auth, {
      calendarId: owner.calendarId,
      fileName: 'posts.csv',
      bytes: Buffer.from('Message\nFine\n"Never closed\n'),
    });
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'Row 3 opens a quoted cell that is never closed. Please add the closing quote (") and upload again.',
    });
  });
});

describe('the import job', () => {
  it('writes at most 100 rows between two turns of the event loop, serving requests between', async () => {
    const owner = await ownerWithMenu();
    const rows = 1000;
    const uploaded = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(rows, 'Menu'));
    expect(uploaded.status).toBe(201);
    const id = uploaded.body._id as string;
    // Queued as `start` leaves it; this test's runner (not the app's) takes it.
    await repository.moveImport(server.database.db, id, ['uploaded'], {
      status: 'queued',
      mapping,
      updatedAt: server.clock.now(),
    });
    const written: number[] = [];
    const polled: number[] = [];
    const runner = createImportRunner({
      ...services(),
      // At each turn: another request is served (a poll of this import) and the rows in are counted.
      nextTurn: async () => {
        const poll = await server.api('GET', `/api/imports/${id}`, { token: owner.token });
        polled.push(poll.body.processedRows);
        const [inLibrary] = await server.database.db
          .select({ n: count() })
          .from(libraryPosts)
          .where(and(eq(libraryPosts.calendarId, owner.calendarId)));
        written.push(inLibrary!.n);
      },
    });
    await runner(id);
    written.push(rows);
    expect(written.length).toBeGreaterThanOrEqual(rows / 100);
    const steps = written.slice(1).map((n, index) => n - written[index]!);
    expect(Math.max(...steps)).toBeLessThanOrEqual(100);
    // The polls between chunks saw the import under way, its progress growing.
    expect(polled[0]).toBe(0);
    expect(polled.filter((processed) => processed > 0 && processed < rows).length).toBeGreaterThan(2);
    const done = await server.api('GET', `/api/imports/${id}`, { token: owner.token });
    expect(done.body).toMatchObject({ status: 'done', importedRows: rows, errorCount: 0 });
  });
});
