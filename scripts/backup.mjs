// `npm run backup [file]`: the embedded database's DATA_DIR whole (the database, local media and the
// generated encryption key, without which every connected account is lost) as one .tar.gz.
// Stop Kairos first. PostgreSQL deployments use pg_dump instead (README, Backups).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { embeddedDataDir, fail, failWhileServerRuns, tar } from './embedded-data.mjs';

const dataDir = embeddedDataDir();
if (!existsSync(path.join(dataDir, 'pglite')))
  fail(`No embedded database in ${dataDir}: nothing to back up.`);
failWhileServerRuns(dataDir);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `kairos-${stamp}.tar.gz`));
if (file.startsWith(dataDir + path.sep)) fail('Write the backup outside DATA_DIR.');
mkdirSync(path.dirname(file), { recursive: true });

await tar(['-czf', file, '-C', dataDir, ...readdirSync(dataDir).filter((entry) => entry !== 'kairos.pid')]);
const mediaDir = process.env.MEDIA_DIR && path.resolve(process.env.MEDIA_DIR);
if (mediaDir && !mediaDir.startsWith(dataDir + path.sep))
  console.warn(`MEDIA_DIR (${mediaDir}) is outside DATA_DIR: back it up as well.`);
if (process.env.ENCRYPTION_KEY)
  console.warn('ENCRYPTION_KEY comes from the environment: keep it with this backup, it is not inside.');
console.log(`Backed up ${dataDir} to ${file}`);
