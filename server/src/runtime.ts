import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import { createTokenCipher, loadEncryptionKey } from './crypto/token-cipher';
import { openDatabase, type OpenDatabase } from './db/open-database';
import { buildApp, type App } from './http/app';
import { closeApp } from './http/close-app';
import { startMetricsApp } from './http/metrics-app';
import { startHousekeeping } from './jobs/housekeeping';
import { createMailer } from './mail/mailer';
import { createMastodonAppStore } from './modules/accounts/mastodon-app-store';
import { startDesignJobs } from './modules/design/design-worker';
import { createRenderPool } from './modules/design/render-pool';
import { startNotificationMails } from './modules/notification-mails/start-notification-mails';
import { newWorkerId, preparePublishQueue, startPublishing } from './modules/publishing/start-publishing';
import { prepareContentImportQueue, startContentImports } from './modules/imports/import-queue';
import { createImportRunner } from './modules/imports/run-import';
import { createPostService } from './modules/posts/post-service';
import { startTokenKeeper } from './modules/token-keeper/start-token-keeper';
import { startFeeds } from './modules/feeds/start-feeds';
import { startProviders } from './providers/registry';
import { createQueue } from './queue/open-queue';
import { openStorage } from './storage/open-storage';

/** How long a stop waits for requests in progress before cutting their connections. */
const httpShutdownGraceMs = 10_000;

export interface Runtime {
  app: App | null;
  database: OpenDatabase;
  queue: PgBoss;
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it), starts the queue and, as asked, the API and a worker.
 * Stopping finishes in-flight requests (cut after a grace), then stops the worker, then closes the database.
 */
export async function startRuntime(
  config: Config,
  parts: { api: boolean; worker: boolean },
): Promise<Runtime> {
  const logger: FastifyBaseLogger = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      logger.warn({ err: error }, 'a database connection was closed; the pool replaces it'),
  });
  const queue = createQueue(database);
  queue.on('error', (error) => logger.error({ err: error }, 'queue error'));
  await queue.start();
  // API-only processes post too: the publish queue must exist before the first post's transaction.
  await preparePublishQueue(queue);
  const now = () => new Date();
  const encryptionKey = loadEncryptionKey(config);
  const cipher = createTokenCipher(encryptionKey);
  const storage = openStorage(config, { encryptionKey, now });
  const runningProviders = await startProviders(config, logger, process.env, {
    mastodonApps: createMastodonAppStore(database.db, cipher),
  });
  const providers = runningProviders.registry;
  const allowed = config.unsafeFetchAllowAddresses;
  const fetchOptions =
    allowed.length > 0 ? { allowAddress: (address: string) => allowed.includes(address) } : {};
  if (parts.worker) await startHousekeeping(queue, database.db, now, storage);
  // Banners draw in a thread: in `npm start` this worker shares its event loop with the API.
  const renderer = parts.worker
    ? createRenderPool({ threads: 1, maxQueue: 20, taskTimeoutMs: 120_000 })
    : null;
  if (renderer) await startDesignJobs(queue, { db: database.db, storage, now, render: renderer.render });
  const mailer = createMailer(config, logger);
  if (parts.worker) await startNotificationMails({ queue, db: database.db, mailer, config, now, logger });
  const publishing = parts.worker
    ? await startPublishing({
        db: database.db,
        queue,
        providers,
        cipher,
        config,
        mailer,
        now,
        logger,
        workerId: newWorkerId(),
        storage,
      })
    : null;
  if (parts.worker) {
    await startFeeds({
      db: database.db,
      queue,
      storage,
      config,
      now,
      fetchOptions,
      warn: (error) => logger.warn({ err: error }, 'a feed poll failed'),
    });
  }
  await prepareContentImportQueue(queue);
  if (parts.worker) {
    const posts = createPostService({ db: database.db, config, now, queue, storage });
    await startContentImports(
      queue,
      createImportRunner({ db: database.db, now, storage, posts, config, fetchOptions }),
    );
  }
  const tokenKeeper = parts.worker
    ? await startTokenKeeper({ db: database.db, queue, providers, cipher, config, now, logger })
    : null;

  let app: App | null = null;
  if (parts.api) {
    app = await buildApp({
      config,
      database,
      queue,
      mailer,
      providers,
      cipher,
      storage,
      now,
      logger: { level: config.logLevel },
      warmAssistant: true,
      fetchOptions,
    });
    await app.listen({ port: config.port, host: config.host });
  } else if (config.metricsToken) {
    app = await startMetricsApp(config, { database, queue, now });
  }

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (app) await closeApp(app, httpShutdownGraceMs);
      await publishing?.stop();
      await tokenKeeper?.stop();
      await queue.stop({ graceful: true, timeout: 20_000 });
      await renderer?.close();
      await runningProviders.close();
      await database.close();
    })();
    return stopping;
  };
  return { app, database, queue, stop };
}

/** SIGINT/SIGTERM stop the runtime cleanly once; a second signal exits at once. */
export function stopOnSignals(runtime: Runtime, logger: Pick<FastifyBaseLogger, 'info' | 'error'>): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    logger.info(`${signal} received: finishing requests and jobs, then closing the database`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
