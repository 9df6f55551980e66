import type { App } from '../../src/http/app';

/** Documentation pages: public, read-only, not part of the product's API. */
const documentationPrefix = '/api/docs';

/**
 * Every route the running server answers, as `METHOD /path` with `{param}` placeholders, read from
 * Fastify's own route tree (`printRoutes`), so hidden routes (the signed media URLs) count too.
 * HEAD is left out: Fastify adds it to every GET.
 */
export function liveRoutes(app: App): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack
      .join('')
      // A parametric node shared by routes that name their parameter differently prints as :id|:key.
      .replace(/:(\w+)(\|:\w+)*/g, '{$1}');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && !path.startsWith(documentationPrefix)) routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].sort();
}

/** `POST /api/media/uploads/{id}/complete` and `…/{key}/complete` are one route. */
export const routeShape = (key: string) => key.replace(/\{\w+\}/g, '{}');
