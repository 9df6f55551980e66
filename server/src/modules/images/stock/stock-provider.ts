import type { StockProvider, SuggestedImage } from '@kairos/core';

/** One page of a stock search, in the suggestions' shape. */
export interface StockPage {
  images: SuggestedImage[];
  hasMore: boolean;
}

/** A stock photo API (Unsplash, Pexels, Openverse) behind one interface (decision 0132). */
export interface StockSource {
  name: StockProvider;
  search(query: string, page: number, perPage: number, signal: AbortSignal): Promise<StockPage>;
  /** Told when one of its pictures was stored (Unsplash counts downloads); most do nothing. */
  used?(downloadLocation: string): Promise<void>;
}

export class StockSearchError extends Error {
  constructor(provider: StockProvider, status: number) {
    super(`${provider} answered HTTP ${status}`);
    this.name = 'StockSearchError';
  }
}

/** A GET to an operator-configured API (not a user's URL: no safeFetch), read as JSON. */
export async function getJson(
  provider: StockProvider,
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  const answer = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal });
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new StockSearchError(provider, answer.status);
  }
  return answer.json();
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
