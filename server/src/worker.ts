import pino from 'pino';
import { loadConfig } from './config';
import { startRuntime, stopOnSignals } from './runtime';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  // PGlite lives inside one process: extra workers need a PostgreSQL server (see README).
  logger.warn(
    'DATABASE_URL is not set: this worker opens its own embedded database; run `npm start` alone instead',
  );
}
const runtime = await startRuntime(config, { api: false, worker: true });
stopOnSignals(runtime, logger);
logger.info('Kairos worker is running');
