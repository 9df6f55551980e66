import pino from 'pino';
import { loadConfig } from './config';
import { startRuntime, stopOnSignals } from './runtime';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const runtime = await startRuntime(config, { api: true, worker: config.runWorker });
stopOnSignals(runtime, logger);
const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
// performance.now() counts from the process's start: the time a restart or a deploy waits for.
const startupSeconds = (performance.now() / 1000).toFixed(1);
logger.info(
  { startupSeconds: Number(startupSeconds) },
  `Kairos is running at ${config.publicUrl} (database: ${database}; worker: ${config.runWorker ? 'on' : 'off'})`,
);
console.log(`\n  Kairos is ready: ${config.publicUrl} (started in ${startupSeconds} s)\n`);
