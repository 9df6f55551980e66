// Runs every `bench:*` script of package.json at smoke size (BENCH_SMOKE=1), BENCH_SMOKE_JOBS (2)
// at a time, and fails when one exits non-zero or its last line on stdout is not a JSON object
// (decision 0141). The scripts are read from package.json, so a new bench is smoke-tested the day it
// is added. No figure is compared with a target: CI checks that each bench still seeds, runs and
// reports.
//
//   node scripts/bench-smoke.mjs [bench:name …]
//
// Each runs on the embedded database (DATABASE_URL unset) unless it is listed in `needsPostgres`.
// BENCH_SMOKE_TIMEOUT_SECONDS (default 240) ends a bench that hangs, with its whole process group.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const asked = process.argv.slice(2);
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => asked.length === 0 || asked.includes(name));
if (benches.length === 0) throw new Error(`no bench:* script matches ${asked.join(' ')}`);
/** Benches that measure something only PostgreSQL has; none yet. */
const needsPostgres = new Set([]);
const timeoutMs = Number(process.env.BENCH_SMOKE_TIMEOUT_SECONDS || 240) * 1000;
// Two at a time by default: a smoke run is mostly starting tsx and migrating a fresh PGlite, one
// core each, and CI's machine has two.
const jobs = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS || 2));

function lastLine(text) {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

function isJsonObject(line) {
  try {
    const value = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** One bench at smoke size: its exit code, its output and how long it took. */
function run(name) {
  const env = { ...process.env, BENCH_SMOKE: '1' };
  if (!needsPostgres.has(name)) delete env.DATABASE_URL;
  const started = performance.now();
  // Its own process group, so a timeout ends the servers and browsers it started too.
  const child = spawn('npm', ['run', '--silent', name], { cwd: root, env, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, stdout, stderr, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const failures = [];
const startedAll = performance.now();
let next = 0;

async function runNext() {
  while (next < benches.length) {
    const name = benches[next];
    next += 1;
    await check(name);
  }
}

async function check(name) {
  const result = await run(name);
  const line = lastLine(result.stdout);
  const problem = result.timedOut
    ? `did not finish in ${timeoutMs / 1000} s`
    : result.code !== 0
      ? `exited with ${result.code}`
      : isJsonObject(line)
        ? null
        : 'printed no JSON object last';
  console.log(
    `${problem ? 'FAIL' : 'ok  '} ${name.padEnd(22)} ${result.seconds.toFixed(1).padStart(6)} s${problem ? `: ${problem}` : ''}`,
  );
  if (problem) {
    failures.push(name);
    const tail = (text) => text.split('\n').slice(-25).join('\n');
    console.log(`--- stdout (end)\n${tail(result.stdout)}\n--- stderr (end)\n${tail(result.stderr)}\n---`);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, benches.length) }, runNext));
const total = ((performance.now() - startedAll) / 1000).toFixed(1);
console.log(
  `${benches.length - failures.length} of ${benches.length} benches ran at smoke size in ${total} s`,
);
if (failures.length > 0) process.exitCode = 1;
