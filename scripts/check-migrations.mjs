// Fails when the Drizzle schema has changes that no committed migration holds, or cannot be read.
import { spawnSync } from 'node:child_process';

const generate = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'server/drizzle.config.ts'], {
  encoding: 'utf8',
});
const output = `${generate.stdout}\n${generate.stderr}`;
// drizzle-kit exits 0 even when it cannot load the schema: read what it said.
if (generate.status !== 0 || !output.includes('No schema changes')) {
  console.error(output);
  console.error(
    'The schema changed without a migration (or could not be loaded). Run `npm run db:generate` and commit server/drizzle.',
  );
  process.exit(1);
}
console.log('Migrations match the schema.');
