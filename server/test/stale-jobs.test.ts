import { designMessages, importMappingSchema, messages } from '@kairos/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImportRows, designJobs, libraryPosts, teams, users } from '../src/db/schema';
import { sweepStaleJobs } from '../src/jobs/stale-jobs';
import { contentImportQueue, type ContentImportJob } from '../src/modules/imports/import-queue';
import * as repository from '../src/modules/imports/import-repository';
import { createImportRunner } from '../src/modules/imports/run-import';
import { createPostService } from '../src/modules/posts/post-service';
import { openStorage } from '../src/storage/open-storage';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { libraryCsv, uploadImport } from './import-helpers';

// Issue 31: "An import that crashes mid-run stays `running` forever". Every minute a worker sweeps
// the job tables: a job whose worker stopped beating is ended with a message, a lost one sent again.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ queue: true });
});
afterAll(async () => {
  await server.close();
});

const minutes = (n: number) => n * 60_000;
const mapping = importMappingSchema.parse({ message: 'Message', category: 'Category' });

async function owner() {
  const registered = await registerOwner(server, 'Sweeper');
  const db = server.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, registered.email));
  await db
    .update(teams)
    .set({ subscriptionPlan: 'enterprisenew', subscriptionPeriod: 'monthly', subscriptionExpiresAt: null })
    .where(eq(teams.id, user!.teamId));
  await server.api('POST', '/api/categories', {
    token: registered.token,
    body: { calendarId: registered.calendarId, title: 'Menu' },
  });
  return { ...registered, userId: user!.id, teamId: user!.teamId };
}

type Owner = Awaited<ReturnType<typeof owner>>;

/** An import left by a job as it was when its worker last beat. */
async function importLeft(who: Owner, status: 'running' | 'queued', beatMinutesAgo: number) {
  const beat = new Date(server.clock.now().getTime() - minutes(beatMinutesAgo));
  const row = await repository.insertImport(server.database.db, {
    calendarId: who.calendarId,
    authorId: who.userId,
    fileName: 'posts.csv',
    columns: ['Message', 'Category'],
    preview: [],
    totalRows: 1000,
    status,
    mapping,
    processedRows: status === 'running' ? 400 : 0,
    importedRows: status === 'running' ? 399 : 0,
    errorCount: status === 'running' ? 1 : 0,
    errors: status === 'running' ? [{ row: 7, messages: ['The message is empty'] }] : [],
    heartbeatAt: beat,
    updatedAt: beat,
  });
  await repository.insertRowBatch(server.database.db, row.id, 0, [['A row', 'Menu']]);
  return row.id;
}

async function progressOf(who: Owner, id: string) {
  const reply = await server.api('GET', `/api/imports/${id}`, { token: who.token });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('the stale-job sweep', () => {
  it('fails a running import whose heartbeat stopped, naming the first row not done', async () => {
    const who = await owner();
    const dead = await importLeft(who, 'running', 6);
    const alive = await importLeft(who, 'running', 1);
    await sweepStaleJobs({ db: server.database.db, queue: server.queue, now: server.clock.now });

    expect(await progressOf(who, dead)).toMatchObject({
      status: 'failed',
      processedRows: 400,
      importedRows: 399,
      errorCount: 2,
      errors: [
        { row: 7, messages: ['The message is empty'] },
        { row: 402, messages: [messages.imports.stopped] },
      ],
    });
    const [left] = await server.database.db
      .select({ n: count() })
      .from(contentImportRows)
      .where(eq(contentImportRows.importId, dead));
    expect(left!.n).toBe(0);
    // Still beating: left alone, rows and all.
    expect(await progressOf(who, alive)).toMatchObject({ status: 'running', errorCount: 1 });
    expect(await repository.rowBatchesOf(server.database.db, alive).next()).toMatchObject({ done: false });
  });

  it('sends a job again for a queued import no job took, and leaves a recent one waiting', async () => {
    const who = await owner();
    const lost = await importLeft(who, 'queued', 11);
    const waiting = await importLeft(who, 'queued', 1);
    await sweepStaleJobs({ db: server.database.db, queue: server.queue, now: server.clock.now });

    const jobs = await server.queue!.fetch<ContentImportJob>(contentImportQueue, { batchSize: 50 });
    const sent = jobs.map((job) => job.data.importId);
    expect(sent).toContain(lost);
    expect(sent).not.toContain(waiting);
    expect((await progressOf(who, lost)).status).toBe('queued');
    // Sent once: the next sweep waits for the job it sent.
    await sweepStaleJobs({ db: server.database.db, queue: server.queue, now: server.clock.now });
    const again = await server.queue!.fetch<ContentImportJob>(contentImportQueue, { batchSize: 50 });
    expect(again.map((job) => job.data.importId)).not.toContain(lost);
  });

  it('fails a design job its worker left running, with its message', async () => {
    const who = await owner();
    const long = new Date(server.clock.now().getTime() - minutes(11));
    const job = (updatedAt: Date) => ({
      teamId: who.teamId,
      calendarId: who.calendarId,
      requestedBy: who.userId,
      kind: 'trim' as const,
      status: 'running' as const,
      input: {},
      updatedAt,
    });
    const [dead, alive] = await server.database.db
      .insert(designJobs)
      .values([job(long), job(server.clock.now())])
      .returning();
    await sweepStaleJobs({ db: server.database.db, queue: server.queue, now: server.clock.now });
    const rows = await server.database.db.select().from(designJobs).where(eq(designJobs.teamId, who.teamId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(dead!.id)).toMatchObject({ status: 'failed', error: designMessages.stuck });
    expect(byId.get(alive!.id)).toMatchObject({ status: 'running', error: null });
  });

  it('stops a job that was swept while it ran: nothing more is written', async () => {
    const who = await owner();
    const uploaded = await uploadImport(server, who.token, who.calendarId, libraryCsv(1000, 'Menu'));
    const id = uploaded.body._id as string;
    await repository.moveImport(server.database.db, id, ['uploaded'], {
      status: 'queued',
      mapping,
      updatedAt: server.clock.now(),
    });
    const db = server.database.db;
    const now = server.clock.now;
    const storage = openStorage(server.config, { now });
    const posts = createPostService({ db, config: server.config, now, queue: null, storage });
    let turns = 0;
    const runner = createImportRunner({
      db,
      now,
      storage,
      posts,
      config: server.config,
      // After the first chunk, the worker looks dead for six minutes and another worker sweeps.
      nextTurn: async () => {
        turns += 1;
        if (turns !== 2) return;
        server.clock.advance(minutes(6));
        await sweepStaleJobs({ db, queue: server.queue, now });
      },
    });
    await runner(id);
    const outcome = await progressOf(who, id);
    expect(outcome).toMatchObject({ status: 'failed', processedRows: 100, importedRows: 100 });
    expect(outcome.errors).toEqual([{ row: 102, messages: [messages.imports.stopped] }]);
    const [written] = await db
      .select({ n: count() })
      .from(libraryPosts)
      .where(eq(libraryPosts.calendarId, who.calendarId));
    expect(written!.n).toBe(100);
  });
});
