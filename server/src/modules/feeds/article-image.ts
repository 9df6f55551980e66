import { randomUUID } from 'node:crypto';
import { mediaMaxBytes } from '@kairos/core';
import type { Executor } from '../../db/database';
import { safeFetch, type SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { inspectUpload } from '../media/inspect-upload';
import { htmlPage } from './html-page';
import * as mediaRepository from '../media/media-repository';
import { toMediaView } from '../media/media-view';

const pageTimeoutMs = 5000;
const shareImageSelectors = [
  'meta[property="og:image"]',
  'meta[property="og:image:url"]',
  'meta[property="og:image:secure_url"]',
  'meta[name="twitter:image"]',
  'meta[property="twitter:image"]',
];

/** The picture an article chose for sharing (og:image, then twitter:image), as an absolute URL. */
export function shareImageOf(html: string, base: string): string | null {
  const document = htmlPage(html);
  for (const selector of shareImageSelectors) {
    const content = document.querySelector(selector)?.getAttribute('content')?.trim();
    if (!content) continue;
    try {
      const url = new URL(content, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // unreadable: try the next tag
    }
  }
  return null;
}

async function articleImageUrl(link: string, options: SafeFetchOptions): Promise<string | null> {
  const page = await safeFetch(link, { timeoutMs: pageTimeoutMs, ...options, decompress: true });
  if (page.status >= 300 || !/^(text\/html|application\/xhtml\+xml)/.test(page.contentType)) return null;
  return shareImageOf(page.body.toString('utf8'), page.url);
}

/**
 * An entry's picture, fetched through the safe fetch and stored as an upload of the calendar (checked
 * like one: real type, size, dimensions, thumbnail), so campaigns post our copy, not a hotlink. It is
 * attached by the transaction that saves its post; left unattached, housekeeping removes it in a day.
 * Returns the upload's id and link, or null when there is no usable picture: a feed item without one
 * is still worth importing, so every failure here is quiet.
 */
export async function storeArticleImage(
  db: Executor,
  input: {
    storage: MediaStorage;
    calendarId: string;
    link: string | null;
    feedImage: string | null;
    fetchOptions: SafeFetchOptions;
    now: Date;
    readUrlSeconds: number;
  },
): Promise<{ mediaId: string; url: string } | null> {
  const { storage } = input;
  let imageUrl = input.feedImage;
  try {
    if (input.link) imageUrl = (await articleImageUrl(input.link, input.fetchOptions)) ?? imageUrl;
  } catch {
    // the article page did not answer: the feed's own picture, if any, will do
  }
  if (!imageUrl) return null;
  const id = randomUUID();
  const keys = { storageKey: id, thumbnailKey: `${id}-thumbnail`, jpegKey: `${id}-jpeg` };
  try {
    const image = await safeFetch(imageUrl, {
      maxBytes: mediaMaxBytes.image,
      timeoutMs: pageTimeoutMs,
      ...input.fetchOptions,
    });
    if (image.status !== 200 || image.body.length === 0) return null;
    await storage.write(keys.storageKey, image.body, 'image/jpeg');
    const facts = await inspectUpload(storage, { ...keys, mimeType: 'image/jpeg', size: image.body.length });
    if (facts.kind !== 'image') throw new Error('not a still image');
    const row = await mediaRepository.insertMedia(db, {
      id,
      calendarId: input.calendarId,
      uploadedBy: null,
      ...facts,
      storageKey: keys.storageKey,
      status: 'ready',
    });
    return { mediaId: row.id, url: toMediaView(row, storage, input.now, input.readUrlSeconds).url };
  } catch {
    await Promise.all(Object.values(keys).map((key) => storage.remove(key).catch(() => undefined)));
    return null;
  }
}
