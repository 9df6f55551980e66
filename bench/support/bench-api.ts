import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/src/config';
import { createTokenCipher } from '../../server/src/crypto/token-cipher';
import { openDatabase } from '../../server/src/db/open-database';
import { buildApp } from '../../server/src/http/app';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { keptMail } from './sign-up';

/**
 * A fresh bench database (PGlite, or next to DATABASE_URL when it is set) and the API on it over
 * real HTTP on a free port, with the mail it sends kept for signing up. The caller closes `app` and
 * `database` and drops `bench` when done.
 */
export async function startBenchApi() {
  const bench = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl,
    dataDir: bench.dataDir,
    poolSize: 8,
  });
  const config = loadConfig({ DATA_DIR: bench.dataDir, WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' });
  const mail = keptMail();
  const app = await buildApp({
    config,
    database,
    queue: null,
    mailer: mail,
    providers: new Map(),
    cipher: createTokenCipher(randomBytes(32)),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { bench, database, config, mail, app, base: `http://127.0.0.1:${address.port}` };
}

/**
 * Call after a seed that held this thread (PGlite runs its statements on it) before the next request.
 * The server's keep-alive timer (72 s) and the client's could not run meanwhile: the next fetch took
 * the kept-alive socket, the server's timer then closed it, and the request failed with ECONNRESET
 * (bench:stats after its 5-minute seed). The server drops its idle connections here, and one turn of
 * the loop lets the client see them closed, so the next request opens a fresh one.
 */
export async function dropIdleConnections(app: { server: { closeIdleConnections(): void } }) {
  app.server.closeIdleConnections();
  await new Promise((resolve) => setTimeout(resolve, 100));
}
