/**
 * Content in bulk (issues 22 and 31):
 *
 *   npm run bench:import -- [--rows 10000]      (BENCH_SMOKE=1: 200 rows)
 *
 * Signs up on a fresh database, gives the team the largest plan (as `npm run plan:set` does, so
 * that no plan gate or library limit is what is measured), uploads a CSV of `--rows` library posts
 * over real HTTP, starts the import and polls it as the client does until it is over. Measures the
 * upload (reading and keeping the file), the import (every row checked and written), and what
 * other requests felt meanwhile: the event loop's longest stall and the slowest `/api/health`
 * answer, read every 50 ms. PGlite by default; a fresh database next to DATABASE_URL when it is
 * set. The last line is one JSON object (other parts add their fields).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema';
import { setPlanOfTeam } from '../../server/src/modules/billing/set-team-plan';
import { startBenchApi } from '../support/bench-api';
import { signUp } from '../support/sign-up';
import { sized, smoke } from '../support/smoke';
import { csvOf } from './csv-of';
import { healthProbe } from './health-probe';
import { stallProbe } from './stall-probe';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: String(sized(10_000, 200)) } },
});
const log = (line: string) => console.log(line);
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

async function main() {
  const rows = Number(args.rows);
  const { bench, database, mail, app, base } = await startBenchApi();
  try {
    log(`Import benchmark on ${bench.label}`);
    const email = 'bench@kairos.local';
    const token = await signUp(base, mail, { name: 'Bench', email, password: 'bench password 17' });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await setPlanOfTeam(database.db, user!.teamId, 'annual_enterprisenew');
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
    const loop = stallProbe();
    const health = healthProbe(base);
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
    const { longestStallMs, longestStallCpuMs } = loop.stop();
    const healthWorstMs = await health.stop();
    log(
      `${rows} rows: upload ${Math.round(uploadMs)} ms, import ${Math.round(importMs)} ms (${String(outcome.status)}); longest event-loop stall ${longestStallMs} ms (${longestStallCpuMs} ms of CPU), slowest /api/health ${healthWorstMs} ms`,
    );
    if (outcome.importedRows !== rows) throw new Error(`imported ${String(outcome.importedRows)} of ${rows}`);
    const result = {
      benchmark: 'import',
      driver: bench.driver,
      smoke,
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((value) => round(value, 2)),
      plan: 'enterprisenew',
      csvRows: rows,
      csvBytes: Buffer.byteLength(csv),
      csvUploadMs: Math.round(uploadMs),
      csvImportMs: Math.round(importMs),
      csvTotalMs: Math.round(uploadMs + importMs),
      longestStallMs,
      longestStallCpuMs,
      healthWorstMs,
      targets: { csvTotalMs: 10_000, longestStallMs: 200 },
    };
    log(JSON.stringify(result));
  } finally {
    await app.close();
    await database.close();
    await bench.drop();
  }
}

await main();
