import { messages } from '@kairos/core';
import { AppError } from '../../errors/app-error';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../../net/safe-fetch';
import type { PageReading } from './builtin/article';
import type { RunBuiltin } from './builtin/builtin-pool';

/**
 * The page at a user's URL, through the server's safe fetch (public addresses only, size and time
 * capped), read in the built-in engine's thread. A URL the server may not or cannot reach reads as
 * 'Please paste valid url', as for 'Get Images From URL', so the answer never tells which private
 * addresses exist; a page that is too slow, or holds no article, says so.
 */
const pageTimeoutMs = 8_000;
const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'body.url', message }] });

export async function readPageAt(
  url: string,
  fetchOptions: SafeFetchOptions,
  run: RunBuiltin,
): Promise<PageReading> {
  const page = await safeFetch(url, { timeoutMs: pageTimeoutMs, ...fetchOptions }).catch((error: unknown) => {
    if (error instanceof SafeFetchError && error.reason === 'timeout')
      throw refuse(messages.assistant.pageTimeout);
    if (error instanceof SafeFetchError && error.reason === 'too_large')
      throw refuse(messages.assistant.notAnArticle);
    throw refuse(messages.imagesFromUrl.urlInvalid);
  });
  if (page.status >= 400) throw refuse(messages.imagesFromUrl.urlInvalid);
  if (!/^(text\/html|application\/xhtml\+xml)/.test(page.contentType))
    throw refuse(messages.assistant.notAnArticle);
  return run({ kind: 'readPage', html: page.body.toString('utf8') });
}

/** The article of the page at url, or a 422 that says there is none. */
export async function articleAt(url: string, fetchOptions: SafeFetchOptions, run: RunBuiltin) {
  const reading = await readPageAt(url, fetchOptions, run);
  if (!reading.article) throw refuse(messages.assistant.notAnArticle);
  return reading.article;
}

/** The first web address in a text, if any (run by run: linear in the text's length). */
export function firstUrlIn(text: string): string | null {
  for (const run of text.split(/\s+/)) {
    const start = run.search(/https?:\/\//i);
    if (start < 0) continue;
    // A link ends before closing punctuation: "(see https://a.example/b)." → https://a.example/b
    const url = run
      .slice(start)
      .replace(/[<>"'].*$/, '')
      .replace(/[).,;:!?]+$/, '');
    if (url.length > 'https://'.length) return url;
  }
  return null;
}
