import Fastify from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { OpenDatabase } from '../db/open-database';
import { installErrorHandling } from './error-handler';
import { registerMetricsRoutes } from './routes/metrics';

/**
 * A worker-only process serves /metrics alone on PORT when METRICS_TOKEN is set: its sends, lag and
 * renewals are counted in its own process, so Prometheus scrapes each worker too.
 */
export async function startMetricsApp(
  config: Config,
  deps: { database: OpenDatabase; queue: PgBoss; now: () => Date },
) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  registerMetricsRoutes(app, { token: config.metricsToken, ...deps });
  await app.listen({ port: config.port, host: config.host });
  return app;
}
