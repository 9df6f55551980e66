import { messages } from '@kairos/core';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPosts, teams, users } from '../src/db/schema';
import { addMember, allPages, registerOwner, startTestServer, type TestServer } from './harness';
import { importOutcome, libraryCsv, uploadImport } from './import-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/imports/${name}`, import.meta.url));
const mapping = { message: 'Message', category: 'Category' };

async function ownerWithMenu(plan = 'basicnew') {
  const owner = await registerOwner(server, 'Importer');
  const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
  await server.database.db
    .update(teams)
    .set({ subscriptionPlan: plan, subscriptionPeriod: plan ? 'monthly' : null, subscriptionExpiresAt: null })
    .where(eq(teams.id, user!.teamId));
  const menu = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Menu' },
  });
  return { ...owner, menuId: menu.body._id as string };
}

async function libraryMessages(owner: Owner) {
  const items = await allPages<{ message: string }>(
    server,
    `/api/library-posts?calendarId=${owner.calendarId}`,
    owner.token,
  );
  return items.map((item) => item.message).sort();
}

async function importFile(owner: Owner, bytes: Uint8Array | string, fileName = 'posts.csv') {
  const uploaded = await uploadImport(server, owner.token, owner.calendarId, bytes, fileName);
  expect(uploaded.status).toBe(201);
  const started = await server.api('POST', `/api/imports/${uploaded.body._id}/start`, {
    token: owner.token,
    body: { mapping },
  });
  expect(started.status).toBe(202);
  return importOutcome(server, owner.token, uploaded.body._id);
}

// Issue 22, "Bad input and faults": each nasty file gets a clear message, nothing partial is left.
describe('nasty files', () => {
  it.each([
    ['a BOM', 'bom.csv', ['BOM first row', 'BOM second row']],
    ['mixed line endings', 'mixed-line-endings.csv', ['Old Mac line', 'Unix line', 'Windows line']],
    [
      'quoted newlines and quotes',
      'quoted-newlines.csv',
      ['First line\nsecond line, with a comma', 'He said "hi"'],
    ],
    ['formulas, kept as text', 'formulas.csv', ['=1+1', "=cmd|' /C calc'!A0", '@SUM(A1)']],
    ['Latin-1 with semicolons', 'latin1-semicolon.csv', ['Café au lait', 'Crème brûlée']],
    ['UTF-16 with tabs', 'utf16-tabs.csv', ['Tab row']],
    [
      'an XLSX (first sheet, formulas as written)',
      'posts.xlsx',
      ['=HYPERLINK("http://evil.test","click")', 'From a spreadsheet'],
    ],
  ])('imports a file with %s', async (_case, name, expected) => {
    const owner = await ownerWithMenu();
    const outcome = await importFile(owner, fixture(name), name);
    expect(outcome).toMatchObject({ status: 'done', importedRows: expected.length, errorCount: 0 });
    expect(await libraryMessages(owner)).toEqual(expected);
  });

  it.each([
    ['broken UTF-8', 'broken-utf8.csv', 422, messages.imports.brokenText],
    ['an XLSX that is a renamed ZIP of something else', 'renamed-zip.xlsx', 422, messages.imports.brokenXlsx],
    ['binary bytes', 'binary.csv', 422, messages.imports.notSpreadsheet],
    ['an XLSX whose sheet unpacks to 160 MB', 'bomb.xlsx', 422, messages.imports.xlsxTooLarge(100)],
    ['an XLSX bomb declaring small sizes', 'bomb-lying-sizes.xlsx', 422, messages.imports.xlsxTooLarge(100)],
  ])('refuses %s with a clear message', async (_case, name, status, message) => {
    const owner = await ownerWithMenu();
    const reply = await uploadImport(server, owner.token, owner.calendarId, fixture(name), name);
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(message);
    expect(await libraryMessages(owner)).toEqual([]);
  });

  it.each([
    ['on the first data row', 'Message\n"Never closed\nNext row\n', 2],
    ['after good rows', 'Message\nFine\nAlso fine\n"Broken, and the rest\n', 4],
    ['after a quoted line break', 'Message\n"Two\nlines"\n"Unclosed\n', 3],
    ['with semicolons', 'Message;Category\nFine;Menu\n"Open;Menu\nMore;Menu\n', 3],
    ['in the header', '"Message\nRow\n', 1],
  ])('names the row of a quote never closed (%s)', async (_case, csv, row) => {
    const owner = await ownerWithMenu();
    const reply = await uploadImport(server, owner.token, owner.calendarId, csv);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.imports.missingQuote(row));
  });

  it('refuses 100,000 rows, and a file over 10 MB, before importing anything', async () => {
    const owner = await ownerWithMenu();
    const rows = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(100_000, 'Menu'));
    expect(rows.status).toBe(422);
    expect(rows.body.error.message).toBe(messages.imports.tooManyRows('50,000'));
    const big = await uploadImport(server, owner.token, owner.calendarId, 'x'.repeat(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe(messages.imports.fileTooLarge(10));
    const empty = await uploadImport(server, owner.token, owner.calendarId, 'Message\n\n');
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(messages.imports.empty);
  });
});

describe('the dry run and the import', () => {
  it('previews, reports bad rows by number, and imports the good ones only', async () => {
    const owner = await ownerWithMenu();
    const csv = libraryCsv(20, 'Menu')
      .replace('"Imported post 4",Menu', '"Imported post 4",Drinks')
      .replace('"Imported post 9",Menu', '"",Menu');
    const uploaded = await uploadImport(server, owner.token, owner.calendarId, csv);
    expect(uploaded.body).toMatchObject({
      status: 'uploaded',
      columns: ['Message', 'Category', 'Hashtags'],
      totalRows: 20,
      suggestedMapping: { message: 'Message', category: 'Category', hashtags: 'Hashtags' },
    });
    expect(uploaded.body.preview).toHaveLength(5);
    const full = { ...mapping, hashtags: 'Hashtags' };
    const checked = await server.api('POST', `/api/imports/${uploaded.body._id}/check`, {
      token: owner.token,
      body: { mapping: full },
    });
    expect(checked.body).toEqual({
      totalRows: 20,
      validRows: 18,
      errorCount: 2,
      schedules: false,
      imagesToFetch: 0,
      errors: [
        {
          row: 6,
          messages: [messages.imports.unknownCategory('Drinks'), messages.library.categoriesRequired],
        },
        { row: 11, messages: [messages.composer.messageRequired] },
      ],
    });
    expect(await libraryMessages(owner)).toEqual([]);
    await server.api('POST', `/api/imports/${uploaded.body._id}/start`, {
      token: owner.token,
      body: { mapping: full },
    });
    const outcome = await importOutcome(server, owner.token, uploaded.body._id);
    expect(outcome).toMatchObject({ status: 'done', processedRows: 20, importedRows: 18, errorCount: 2 });
    expect(outcome.errors.map((error: { row: number }) => error.row)).toEqual([6, 11]);
    expect(await libraryMessages(owner)).toHaveLength(18);
  });

  it('names a mapped column the file does not have', async () => {
    const owner = await ownerWithMenu();
    const uploaded = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(2, 'Menu'));
    const reply = await server.api('POST', `/api/imports/${uploaded.body._id}/check`, {
      token: owner.token,
      body: { mapping: { message: 'Text' } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.imports.unknownColumn('Text'));
  });

  it('stops at the library limit with its message for the rows past it', async () => {
    const owner = await ownerWithMenu();
    await server.database.db.insert(libraryPosts).values(
      Array.from({ length: 98 }, (_, index) => ({
        calendarId: owner.calendarId,
        message: `Stored ${index}`,
      })),
    );
    const outcome = await importFile(owner, libraryCsv(4, 'Menu'));
    expect(outcome).toMatchObject({ importedRows: 2, errorCount: 2 });
    expect(outcome.errors).toEqual([
      { row: 4, messages: [messages.library.limitReached(100)] },
      { row: 5, messages: [messages.library.limitReached(100)] },
    ]);
  });

  it('cancels an import not started yet, and one under way between whole rows', async () => {
    const owner = await ownerWithMenu('enterprisenew');
    const waiting = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(3, 'Menu'));
    const cancelled = await server.api('POST', `/api/imports/${waiting.body._id}/cancel`, {
      token: owner.token,
    });
    expect(cancelled.body.status).toBe('cancelled');
    const late = await server.api('POST', `/api/imports/${waiting.body._id}/start`, {
      token: owner.token,
      body: { mapping },
    });
    expect(late.status).toBe(422);

    // Twenty chunks: on a busy machine the runner wrote the six chunks of 6,000 rows on PostgreSQL
    // before this test's cancel arrived, and the import ended done.
    const big = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(20_000, 'Menu'));
    await server.api('POST', `/api/imports/${big.body._id}/start`, { token: owner.token, body: { mapping } });
    // Under way: the first chunk of rows is in.
    for (;;) {
      const progress = await server.api('GET', `/api/imports/${big.body._id}`, { token: owner.token });
      if (progress.body.processedRows > 0 || progress.body.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.api('POST', `/api/imports/${big.body._id}/cancel`, { token: owner.token });
    const outcome = await importOutcome(server, owner.token, big.body._id);
    expect(outcome.status).toBe('cancelled');
    expect(outcome.importedRows).toBeGreaterThan(0);
    expect(outcome.importedRows).toBeLessThan(20_000);
    const [counted] = await server.database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(libraryPosts)
      .where(eq(libraryPosts.calendarId, owner.calendarId));
    expect(counted!.count).toBe(outcome.importedRows);
  }, 120_000);
});

describe('who may import', () => {
  it('needs the importContent plan feature', async () => {
    const owner = await ownerWithMenu('');
    await server.database.db
      .update(teams)
      .set({ subscriptionPlan: null })
      .where(
        eq(
          teams.id,
          (await server.database.db.select().from(users).where(eq(users.email, owner.email)))[0]!.teamId,
        ),
      );
    const reply = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(1, 'Menu'));
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({
      reason: 'no_access',
      message: "you don't have access to import content",
    });
  });

  it('lets a viewer read an import only, and hides it from another team', async () => {
    const owner = await ownerWithMenu();
    const uploaded = await uploadImport(server, owner.token, owner.calendarId, libraryCsv(2, 'Menu'));
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const path = `/api/imports/${uploaded.body._id}`;
    expect((await server.api('GET', path, { token: viewer.token })).status).toBe(200);
    expect((await uploadImport(server, viewer.token, owner.calendarId, libraryCsv(1, 'Menu'))).status).toBe(
      403,
    );
    expect(
      (await server.api('POST', `${path}/start`, { token: viewer.token, body: { mapping } })).status,
    ).toBe(403);
    expect((await server.api('POST', `${path}/cancel`, { token: viewer.token })).status).toBe(403);
    const stranger = await registerOwner(server);
    expect((await server.api('GET', path, { token: stranger.token })).status).toBe(404);
    expect(
      (await server.api('POST', `${path}/check`, { token: stranger.token, body: { mapping } })).status,
    ).toBe(404);
    expect((await uploadImport(server, stranger.token, owner.calendarId, libraryCsv(1, 'Menu'))).status).toBe(
      404,
    );
  });
});
