// Fails when the Drizzle schema has changes that no committed migration holds.
import { execFileSync } from 'node:child_process';

const run = (command, args) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const before = run('git', ['status', '--porcelain', '--untracked-files=all', 'server/drizzle']);
run('npx', ['drizzle-kit', 'generate', '--config', 'server/drizzle.config.ts']);
const after = run('git', ['status', '--porcelain', '--untracked-files=all', 'server/drizzle']);
if (after !== before) {
  console.error(
    'The schema changed without a migration. Run `npm run db:generate` and commit server/drizzle:\n' + after,
  );
  process.exit(1);
}
console.log('Migrations match the schema.');
