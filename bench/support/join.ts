/**
 * Runs several benchmark scripts one after another (each in its own process, so none measures
 * another's leftovers) and prints their lines as they come; the last line is one JSON object: the
 * fields of each script's last JSON line, under the name given, and `benchmark`.
 *
 *   tsx bench/support/join.ts <benchmark> <script.ts> [<script.ts> …]
 *
 * Each script runs with its defaults; run one alone to give it options.
 */
import { spawn } from 'node:child_process';

async function lastJsonLine(script: string): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  const last = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as Record<string, unknown>;
}

const [name, ...scripts] = process.argv.slice(2);
if (!name || scripts.length === 0) throw new Error('usage: join.ts <benchmark> <script.ts> …');
const joined: Record<string, unknown> = { benchmark: name };
for (const script of scripts) {
  const { benchmark, ...fields } = await lastJsonLine(script);
  joined[String(benchmark)] = fields;
}
console.log(JSON.stringify(joined));
