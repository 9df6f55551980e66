import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { isPublicAddress } from './public-address';

/**
 * The one way the server fetches a URL a user gave: http(s) only, every address resolved first and
 * refused unless public, the connection pinned to the checked address (no DNS rebinding between
 * check and connect), each redirect checked again, and the time and body capped.
 */
export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Tests only: a non-public address that may be reached anyway (a local test server). */
  allowAddress?: (address: string) => boolean;
  resolve?: (hostname: string) => Promise<string[]>;
  /** Extra request headers (a feed's If-None-Match / If-Modified-Since). */
  headers?: Record<string, string>;
  /** Asks for gzip/deflate and inflates the answer, capped at maxBytes too (a gzip bomb stops there). */
  decompress?: boolean;
}

export type SafeFetchFailure = 'scheme' | 'address' | 'redirects' | 'too_large' | 'timeout' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
}

const defaults = { maxBytes: 2 * 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 };

const systemResolve = async (hostname: string) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The resolver's answer, or a timeout when the deadline passes first: a stalled name server must not
 * hold a poll or a request past the time the caller gave (getaddrinfo itself cannot be cancelled).
 */
function resolveWithin(host: string, options: SafeFetchOptions, signal?: AbortSignal): Promise<string[]> {
  if (!signal) return (options.resolve ?? systemResolve)(host);
  if (signal.aborted)
    return Promise.reject(new SafeFetchError('timeout', 'no time left to look the name up'));
  const resolving = (options.resolve ?? systemResolve)(host);
  return new Promise((resolve, reject) => {
    const stop = () => reject(new SafeFetchError('timeout', 'no answer from the name server in time'));
    signal.addEventListener('abort', stop, { once: true });
    resolving.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

async function checkedAddress(url: URL, options: SafeFetchOptions, signal?: AbortSignal): Promise<string> {
  const allowed = (address: string) => isPublicAddress(address) || options.allowAddress?.(address) === true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolveWithin(host, options, signal);
  // Every address must be allowed: a name that also points inside is refused, whichever one wins.
  if (addresses.length === 0 || !addresses.every(allowed)) {
    throw new SafeFetchError('address', `refused to fetch ${url.hostname}: not a public address`);
  }
  return addresses[0] as string;
}

/**
 * For clients that cannot pin the connection (the providers' fetch): refuses a URL whose host is not
 * public, so a server a user names (a Mastodon instance) cannot point us at our own network.
 */
export async function assertPublicHost(url: URL, options: SafeFetchOptions = {}): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('scheme', `refused to fetch ${url.protocol} addresses`);
  await checkedAddress(url, options);
}

function request(
  url: URL,
  address: string,
  signal: AbortSignal,
  extra: Record<string, string>,
): Promise<IncomingMessage> {
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, {
      lookup: pinned,
      signal,
      headers: {
        'user-agent': 'KairosBot/1.0',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        ...extra,
      },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('too_large', `the answer is over ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw new SafeFetchError('too_large', `the answer is over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function inflated(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const coding = (encoding ?? '').trim().toLowerCase();
  if (coding === '' || coding === 'identity') return body;
  try {
    if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body, { maxOutputLength: maxBytes });
    if (coding === 'deflate') return inflateSync(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new SafeFetchError('too_large', `the answer is over ${maxBytes} bytes once inflated`);
    }
    throw new SafeFetchError('network', 'the answer could not be inflated');
  }
  throw new SafeFetchError('network', `unknown content encoding ${coding}`);
}

export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const { maxBytes, timeoutMs, maxRedirects } = { ...defaults, ...options };
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(target);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new SafeFetchError('scheme', `refused to fetch a ${url.protocol} URL`);
      }
      const extra = {
        ...options.headers,
        ...(options.decompress ? { 'accept-encoding': 'gzip, deflate' } : {}),
      };
      const response = await request(url, await checkedAddress(url, options, signal), signal, extra);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) throw new SafeFetchError('redirects', 'too many redirects');
        url = new URL(location, url);
        continue;
      }
      const read = await readCapped(response, maxBytes);
      const body = options.decompress ? inflated(read, response.headers['content-encoding'], maxBytes) : read;
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      return {
        url: url.toString(),
        status: response.statusCode ?? 0,
        headers: response.headers,
        contentType,
        body,
      };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`);
    throw new SafeFetchError('network', error instanceof Error ? error.message : String(error));
  }
}
