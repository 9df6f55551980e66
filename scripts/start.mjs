// `npm start` (and `npm run worker`): build what is stale, then run the compiled server from
// server/dist, as the container image does. `node scripts/start.mjs worker` runs a worker only.
// A `.env` file in the repository root is read when present; the environment wins over it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';

buildIfStale();
const server = spawn(
  process.execPath,
  ['--env-file-if-exists=.env', '--enable-source-maps', `server/dist/${entry}.js`],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
