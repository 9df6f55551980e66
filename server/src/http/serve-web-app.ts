import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/app-error';
import { canonicalPageUrl } from './canonical-address';

/**
 * Serves the built web app; client routes (/login, /{calendarId}/calendar, ...) get index.html.
 * Unknown /api paths stay 404 in the one error model.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: { url: string; derived: boolean },
): Promise<void> {
  const hasBuild = existsSync(`${distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      // The build writes .br and .gz beside each asset (scripts/compress-web.mjs).
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method) || !hasBuild || /\.[a-z0-9]+$/i.test(path)) {
      throw notFound();
    }
    const canonical = canonicalPageUrl(publicUrl, request.headers.host, request.url);
    if (canonical) return reply.redirect(canonical, 302);
    // Fresh HTML every time, so a deployment's new chunks are found.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
