// `npm run restore <file>`: puts a backup made by `npm run backup` back as DATA_DIR. Stop Kairos
// first. The current DATA_DIR is kept beside it (renamed), never deleted.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { embeddedDataDir, fail, failWhileServerRuns, tar } from './embedded-data.mjs';

const file = process.argv[2] && path.resolve(process.argv[2]);
if (!file || !existsSync(file)) fail('Usage: npm run restore -- <backup.tar.gz>');
const dataDir = embeddedDataDir();
failWhileServerRuns(dataDir);

const incoming = `${dataDir}.restoring`;
rmSync(incoming, { recursive: true, force: true });
mkdirSync(incoming, { recursive: true });
await tar(['-xzf', file, '-C', incoming]);
if (!existsSync(path.join(incoming, 'pglite', 'PG_VERSION'))) {
  rmSync(incoming, { recursive: true, force: true });
  fail(`${file} holds no embedded database: was it made by npm run backup?`);
}
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, kept);
  console.log(`The current data moved to ${kept}`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
}
renameSync(incoming, dataDir);
console.log(`Restored ${file} into ${dataDir}`);
