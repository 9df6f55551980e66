/**
 * Content in bulk (issue 22):
 *
 *   npm run bench:import -- [--rows 10000]
 *
 * Signs up on a fresh database, uploads a CSV of `--rows` library posts over real HTTP, starts the
 * import and polls it as the client does until it is over. Measures the upload (reading and keeping
 * the file) and the import (every row checked and written). PGlite by default; a fresh database next
 * to DATABASE_URL when it is set. The last line is one JSON object (other parts add their fields).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { teams, users } from '../../server/src/db/schema';
import { signUp } from '../support/sign-up';
import { startBenchApi } from '../support/bench-api';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const log = (line: string) => console.log(line);

/** Words that differ from row to row, as real posts do. */
function csvOf(rows: number): string {
  const words = [
    'fresh',
    'bread',
    'morning',
    'coffee',
    'garden',
    'sale',
    'weekend',
    'recipe',
    'team',
    'launch',
  ];
  const lines = ['Message,Category,Hashtags,Link'];
  for (let index = 0; index < rows; index += 1) {
    const text = `Post ${index}: ${words[index % 10]} ${words[(index * 7) % 10]} ${words[(index * 3) % 10]} news`;
    lines.push(`"${text}",Bench,#bench #row${index % 50},https://example.com/p/${index}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const rows = Number(args.rows);
  const { bench, database, mail, app, base } = await startBenchApi();
  try {
    log(`Import benchmark on ${bench.label}`);
    const email = 'bench@kairos.local';
    const token = await signUp(base, mail, { name: 'Bench', email, password: 'bench password 17' });
    // The largest plan, so that the library limit is not what is measured.
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db
      .update(teams)
      .set({ subscriptionPlan: 'enterprisenew' })
      .where(eq(teams.id, user!.teamId));
    const headers = { authorization: `Bearer ${token}` };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const calendars = (await call('GET', '/api/calendars')) as unknown as { _id: string }[];
    const calendarId = calendars[0]!._id;
    await call('POST', '/api/categories', { calendarId, title: 'Bench' });

    const csv = csvOf(rows);
    const uploadStart = performance.now();
    const uploaded = await fetch(`${base}/api/imports?calendarId=${calendarId}&fileName=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const { _id: id } = (await uploaded.json()) as { _id: string };
    const uploadMs = performance.now() - uploadStart;
    const mapping = { message: 'Message', category: 'Category', hashtags: 'Hashtags', link: 'Link' };
    const importStart = performance.now();
    await call('POST', `/api/imports/${id}/start`, { mapping });
    let outcome: Record<string, unknown>;
    for (;;) {
      outcome = await call('GET', `/api/imports/${id}`);
      if (['done', 'cancelled', 'failed'].includes(String(outcome.status))) break;
      // A client polls every second; a fifth of that keeps the measure close.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const importMs = performance.now() - importStart;
    log(
      `${rows} rows: upload ${Math.round(uploadMs)} ms, import ${Math.round(importMs)} ms (${String(outcome.status)})`,
    );
    if (outcome.importedRows !== rows) throw new Error(`imported ${String(outcome.importedRows)} of ${rows}`);
    const result = {
      benchmark: 'import',
      driver: bench.driver,
      cpus: os.cpus().length,
      csvRows: rows,
      csvBytes: Buffer.byteLength(csv),
      csvUploadMs: Math.round(uploadMs),
      csvImportMs: Math.round(importMs),
      csvTotalMs: Math.round(uploadMs + importMs),
      targets: { csvTotalMs: 10_000 },
    };
    log(JSON.stringify(result));
  } finally {
    await app.close();
    await database.close();
    await bench.drop();
  }
}

await main();
