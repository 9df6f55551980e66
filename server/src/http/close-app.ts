import { type FastifyInstance } from 'fastify';

/** How often a closing server looks for connections whose last request has finished. */
const idleSweepMs = 100;

/**
 * Stops the HTTP server: no new connections, requests in progress given `graceMs` to finish. A
 * keep-alive connection is closed as soon as its last request is answered (the server would
 * otherwise keep it for its keep-alive timeout), and a client that stops reading a long answer (a
 * video played, then the tab left open) cannot hold the shutdown: after the grace it is cut.
 */
export async function closeApp(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
