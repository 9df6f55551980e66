import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { Gauge, Registry } from 'prom-client';
import type { OpenDatabase } from '../../db/open-database';
import { notFound, unauthorized } from '../../errors/app-error';
import { observeHttpRequest, processRegistry } from '../../metrics/process-metrics';
import { readPublishingGauges } from '../../modules/publishing/publishing-gauges';
import { publishQueue } from '../../modules/publishing/publish-queue';

interface MetricsDeps {
  /** Unset: /metrics answers 404, as if it did not exist. */
  token: string | undefined;
  database: OpenDatabase;
  queue: PgBoss | null;
  now: () => Date;
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The deployment's figures, read from the database for this scrape (one read for the three). */
function databaseRegistry(deps: MetricsDeps): Registry {
  const registry = new Registry();
  const publishing = readPublishingGauges(deps.database.db, deps.now());
  // Awaited by the gauges that read it; a failed read must not stay an unhandled rejection meanwhile.
  publishing.catch(() => undefined);
  const gauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  gauge(
    'kairos_publish_due_targets',
    'Targets due and not yet sent (all workers)',
    async () => (await publishing).dueTargets,
  );
  gauge(
    'kairos_publish_oldest_due_seconds',
    'How late the oldest due, unsent target is',
    async () => (await publishing).oldestDueSeconds,
  );
  gauge(
    'kairos_publish_claims_held',
    'Targets claimed by a worker right now',
    async () => (await publishing).claimsHeld,
  );
  gauge('kairos_queue_ready_jobs', 'Publish jobs ready to run in the queue (pg-boss)', async () => {
    const queue = deps.queue ? await deps.queue.getQueue(publishQueue) : null;
    return queue?.readyCount ?? 0;
  });
  return registry;
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer token
 * (docs/decisions/0041-metrics.md). Every request's latency is recorded by its route pattern.
 */
export function registerMetricsRoutes(app: FastifyInstance, deps: MetricsDeps) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!deps.token) throw notFound();
    if (!bearerMatches(request, deps.token)) throw unauthorized('A valid metrics token is required');
    const merged = Registry.merge([processRegistry, databaseRegistry(deps)]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
