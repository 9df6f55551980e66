// Rebuilds the web app and the compiled server when their sources are newer than the last build,
// so `npm start` runs compiled code on a fresh checkout and after every `git pull` alike.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What each build reads, and the file it writes last. */
const builds = [
  {
    name: 'the web app',
    workspace: '@kairos/web',
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'core'],
  },
  {
    name: 'the server',
    workspace: '@kairos/server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/scripts', 'server/package.json', 'core'],
  },
];

function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function isStale({ output, sources }) {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources
    .map((source) => path.join(root, source))
    .some((source) => existsSync(source) && newestChange(source) > builtAt);
}

export function buildIfStale() {
  for (const build of builds.filter(isStale)) {
    console.log(`Building ${build.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
