import { feedMessages } from '@kairos/core';
import { safeFetch, SafeFetchError, type SafeFetchOptions, type SafeResponse } from '../../net/safe-fetch';
import { htmlPage } from './html-page';
import { FeedFormatError, readFeedDocument, type FeedDocument } from './feed-document';

/** A feed answer is read whole: 5 MB (once inflated) is far more than any real feed's newest items. */
export const feedMaxBytes = 5 * 1024 * 1024;
const feedTimeoutMs = 10_000;
const feedAccept =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.5, */*;q=0.1';

/** Why a fetch failed, in the words the feed list shows; `retryAfterSeconds` when the site asked. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer =
  { kind: 'not_modified' } | { kind: 'feed'; url: string; document: FeedDocument; validators: Validators };

const header = (response: SafeResponse, name: string): string | null => {
  const value = response.headers[name];
  return typeof value === 'string' && value.length <= 1000 ? value : null;
};

/** Retry-After as seconds (a number or an HTTP date), at most a day; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value.trim())
    : (Date.parse(value) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(Math.max(Math.ceil(seconds), 0), 24 * 3600);
}

function fetchFailure(error: unknown): FeedFetchError {
  if (!(error instanceof SafeFetchError)) return new FeedFetchError(feedMessages.unreachable);
  if (error.reason === 'timeout') return new FeedFetchError(feedMessages.timeout);
  if (error.reason === 'too_large') return new FeedFetchError(feedMessages.tooLarge);
  if (error.reason === 'scheme') return new FeedFetchError(feedMessages.urlInvalid);
  // A private address reads as unreachable: the answer never tells which inside addresses exist.
  return new FeedFetchError(feedMessages.unreachable);
}

async function get(url: string, validators: Validators | null, options: SafeFetchOptions) {
  const headers: Record<string, string> = { accept: feedAccept };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    return await safeFetch(url, {
      maxBytes: feedMaxBytes,
      timeoutMs: feedTimeoutMs,
      ...options,
      headers,
      decompress: true,
    });
  } catch (error) {
    throw fetchFailure(error);
  }
}

function readBody(response: SafeResponse): FeedDocument {
  try {
    return readFeedDocument(response.body.toString('utf8'), response.url);
  } catch (error) {
    if (error instanceof FeedFormatError && error.kind === 'not_a_feed') {
      throw new FeedFetchError(feedMessages.notAFeed);
    }
    throw new FeedFetchError(feedMessages.malformed);
  }
}

function checkStatus(response: SafeResponse, now: Date): void {
  if (response.status >= 200 && response.status < 300) return;
  const retry = retryAfterSeconds(header(response, 'retry-after'), now);
  throw new FeedFetchError(feedMessages.httpStatus(response.status), retry);
}

const isHtml = (response: SafeResponse) => /^(text\/html|application\/xhtml\+xml)/.test(response.contentType);

/** The feed a page names in `<link rel="alternate" type="application/rss+xml|atom+xml|feed+json">`. */
export function discoveredFeedUrl(html: string, base: string): string | null {
  const document = htmlPage(html);
  for (const link of document.querySelectorAll('link[rel~="alternate"][href]')) {
    const type = (link.getAttribute('type') ?? '').toLowerCase();
    if (!/^application\/(rss|atom|feed)\+(xml|json)$/.test(type)) continue;
    try {
      const url = new URL(link.getAttribute('href') ?? '', base);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // an unreadable href: try the next one
    }
  }
  return null;
}

/** One poll: 304 when unchanged, else the feed read; throws FeedFetchError with what went wrong. */
export async function pollFeedUrl(
  url: string,
  validators: Validators,
  options: SafeFetchOptions,
  now: Date,
): Promise<FeedAnswer> {
  const response = await get(url, validators, options);
  if (response.status === 304) return { kind: 'not_modified' };
  checkStatus(response, now);
  return {
    kind: 'feed',
    url: response.url,
    document: readBody(response),
    validators: { etag: header(response, 'etag'), lastModified: header(response, 'last-modified') },
  };
}

/**
 * What a user pasted, as a feed: the address itself when it is one, else the feed its page names
 * (one step only, so a page cannot send us round a chain of pages).
 */
export async function resolveFeed(
  input: string,
  options: SafeFetchOptions,
  now: Date,
): Promise<{ url: string; document: FeedDocument }> {
  const response = await get(input, null, options);
  checkStatus(response, now);
  if (isHtml(response)) {
    const found = discoveredFeedUrl(response.body.toString('utf8'), response.url);
    if (found === null) throw new FeedFetchError(feedMessages.notAFeed);
    const feed = await get(found, null, options);
    checkStatus(feed, now);
    return { url: feed.url, document: readBody(feed) };
  }
  return { url: response.url, document: readBody(response) };
}
