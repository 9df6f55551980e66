import { healthSchema } from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { OpenDatabase } from '../../db/open-database';

const version = process.env.npm_package_version ?? '0.1.0';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: OpenDatabase; queue: PgBoss | null },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database and queue health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let database = { ok: false, driver: deps.database.driver, latencyMs: -1 };
      try {
        database = { ...database, ok: true, latencyMs: await deps.database.ping() };
      } catch {
        // reported below as not ok
      }
      let queue: { ok: boolean; detail?: string } = { ok: false, detail: 'queue not started' };
      if (deps.queue) {
        try {
          queue = (await deps.queue.isInstalled())
            ? { ok: true }
            : { ok: false, detail: 'queue schema missing' };
        } catch (error) {
          queue = { ok: false, detail: (error as Error).message };
        }
      }
      const ok = database.ok && queue.ok;
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, queue, version });
    },
  );
}
