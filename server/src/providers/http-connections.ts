import type { Socket } from 'node:net';
import { Agent, buildConnector, interceptors } from 'undici';

/**
 * Every provider's connections: one agent, kept alive between requests (a worker sending hundreds of
 * posts a second to one network reuses its sockets), with connections opened ahead of a burst
 * (preconnect) handed to the pool before any new one is opened.
 */
const connectTimeoutMs = 10_000;
/** A connection opened ahead and still unused after this long is closed. */
const warmIdleMs = 15_000;

const openSocket = buildConnector({ timeout: connectTimeoutMs });

interface WarmOrigin {
  /** Open sockets nobody uses yet, each with the listener that forgets it if it closes. */
  sockets: Map<Socket, () => void>;
  /** Sockets being opened now. */
  opening: number;
}

const warmOrigins = new Map<string, WarmOrigin>();

const originKey = (protocol: string, hostname: string, port: string | number | null | undefined) =>
  `${protocol}//${hostname}:${port || (protocol === 'https:' ? 443 : 80)}`;

function warmOrigin(key: string): WarmOrigin {
  let origin = warmOrigins.get(key);
  if (!origin) warmOrigins.set(key, (origin = { sockets: new Map(), opening: 0 }));
  return origin;
}

/** A socket opened ahead for this origin if there is one still open, else a new connection. */
const connect: buildConnector.connector = (options, callback) => {
  const warm = warmOrigins.get(originKey(options.protocol, options.hostname, options.port));
  for (const [socket, forget] of warm?.sockets ?? []) {
    warm?.sockets.delete(socket);
    socket.off('close', forget).off('error', forget);
    if (socket.destroyed || socket.readyState !== 'open') continue;
    // Later, as a new connection's callback would be: undici is still setting up the attempt (a
    // callback from inside its connect call leaves the request waiting forever).
    process.nextTick(callback, null, socket);
    return;
  }
  openSocket(options, callback);
};

const agent = new Agent({ keepAliveTimeout: 30_000, connect });
const withRedirects = agent.compose(interceptors.redirect({ maxRedirections: 5 }));

/**
 * The dispatcher for a request: reads (GET, HEAD) follow redirects as fetch would (media downloads
 * and CDN links); writes do not, since resending a post to wherever a redirect points is not
 * something a network's API asks for, and a POST turned into a GET (301, 302, 303) would lose it.
 */
export function dispatcherFor(method: string) {
  return method === 'GET' || method === 'HEAD' ? withRedirects : agent;
}

/**
 * Opens connections to `url`'s origin ahead of a burst of requests to it, so that the burst costs
 * requests rather than TCP and TLS handshakes: as many as make the pool's open connections, those
 * opened ahead and those being opened reach `count`. A connection that fails to open is left out (the
 * burst opens its own); those unused after 15 s are closed. Resolves with the number opened.
 */
export async function preconnect(url: string, count: number): Promise<number> {
  const target = new URL(url);
  const key = originKey(target.protocol, target.hostname, target.port);
  const origin = warmOrigin(key);
  const pooled = (agent.stats[target.origin] as { connected?: number } | undefined)?.connected ?? 0;
  const missing = count - pooled - origin.sockets.size - origin.opening;
  if (missing <= 0) return 0;
  origin.opening += missing;
  const opened: Socket[] = [];
  await Promise.all(
    Array.from(
      { length: missing },
      () =>
        new Promise<void>((resolve) => {
          const options = {
            protocol: target.protocol,
            hostname: target.hostname,
            host: target.host,
            port: target.port,
            servername: target.protocol === 'https:' ? target.hostname : null,
          } as buildConnector.Options;
          openSocket(options, (error, socket) => {
            if (!error && socket) {
              const ahead = socket;
              const forget = () => void origin.sockets.delete(ahead);
              ahead.on('close', forget).on('error', forget);
              origin.sockets.set(ahead, forget);
              opened.push(ahead);
            }
            resolve();
          });
        }),
    ),
  );
  origin.opening -= missing;
  setTimeout(() => {
    for (const socket of opened) {
      if (origin.sockets.delete(socket)) socket.destroy();
    }
  }, warmIdleMs).unref();
  return opened.length;
}

/** The distinct origins of these URLs (a provider's bases), leaving out any that is not a URL. */
export function originsOf(...urls: Array<string | null | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !URL.canParse(url)) continue;
    const { origin } = new URL(url);
    if (origin !== 'null') origins.add(origin);
  }
  return [...origins];
}
