import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Answers kept in this process by a hash of (route, engine, input): the same text asked again
 * (a second click, the debounced hashtag call after a pause) costs nothing (decision 0093). An
 * answer that carries a notice (the model failed) is not kept, so the next ask tries the model again.
 */
const hourMs = 3_600_000;

export function createAnswerCache(maxEntries: number) {
  const cache = maxEntries > 0 ? new LRUCache<string, object>({ max: maxEntries, ttl: hourMs }) : null;
  const keyOf = (parts: readonly unknown[]) =>
    createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

  return {
    async remember<T extends object>(
      parts: readonly unknown[],
      compute: () => Promise<T>,
      options: { keep?: (value: T) => boolean; ttlMs?: number } = {},
    ): Promise<{ value: T; cached: boolean }> {
      const key = keyOf(parts);
      const found = cache?.get(key) as T | undefined;
      if (found) return { value: found, cached: true };
      const value = await compute();
      if (options.keep?.(value) ?? true) cache?.set(key, value, { ttl: options.ttlMs ?? hourMs });
      return { value, cached: false };
    },
    get size() {
      return cache?.size ?? 0;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
