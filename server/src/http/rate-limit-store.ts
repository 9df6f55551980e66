import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

interface Window {
  count: number;
  startedAt: number;
}

/**
 * The limits' counts, in memory, one map for every route. @fastify/rate-limit's own store gives each
 * route a map of its own, so Fastify's automatic HEAD twin of a GET route counted apart from it: a
 * client got the figure twice. Here the key (the route's group id and the client) decides what
 * counts together, whatever route object the request came through. A fixed window per key, as the
 * plugin's store does.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new LRUCache<string, Window>({ max: 50_000 });

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Every route shares this one map; the key keeps them apart. */
  child(): FastifyRateLimitStore {
    return this;
  }
}
