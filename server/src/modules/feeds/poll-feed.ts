import { libraryGate, planLimits } from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { countTeamLibraryPosts, insertLibraryPost } from '../library/library-repository';
import { lockTeam } from '../calendars/calendar-repository';
import { attachMedia } from '../media/attach-media';
import { indexLibraryPost } from '../similarity/term-index-repository';
import { subscriptionOf } from '../team/subscription-of';
import { storeArticleImage } from './article-image';
import type { FeedEntry } from './feed-document';
import { FeedFetchError, pollFeedUrl } from './feed-fetch';
import * as repository from './feed-repository';

/** A feed is read every 30 minutes while it answers; errors back off from there, doubling, to a day. */
export const feedPollIntervalMs = 30 * 60 * 1000;
const maxBackoffMs = 24 * 3600 * 1000;

export interface PollDeps {
  db: Database;
  storage: MediaStorage;
  config: Pick<Config, 'media'>;
  now: () => Date;
  fetchOptions: SafeFetchOptions;
}

export type PollOutcome = 'skipped' | 'not_modified' | 'failed' | { imported: number };

/** When to try again after `failures` errors in a row, and no sooner than the site asked. */
export function nextPollAfterError(now: Date, failures: number, retryAfterSeconds: number | null): Date {
  const backoff = Math.min(feedPollIntervalMs * 2 ** Math.max(failures - 1, 0), maxBackoffMs);
  return new Date(now.getTime() + Math.max(backoff, (retryAfterSeconds ?? 0) * 1000));
}

/** The new entries, each once: not brought before by guid or by link, nor twice in this answer. */
function freshEntries(entries: readonly FeedEntry[], known: { guids: Set<string>; links: Set<string> }) {
  const guids = new Set(known.guids);
  const links = new Set(known.links);
  return entries.filter((entry) => {
    if (guids.has(entry.guid) || (entry.link && links.has(entry.link))) return false;
    guids.add(entry.guid);
    if (entry.link) links.add(entry.link);
    return true;
  });
}

/** The post an entry becomes: its title, a short summary and its link, for a person to approve. */
export function entryMessage(entry: FeedEntry): string {
  const summary = entry.summary.length > 280 ? `${entry.summary.slice(0, 279).trimEnd()}…` : entry.summary;
  const parts = [entry.title, summary === entry.title ? '' : summary, entry.link ?? ''];
  return parts.filter((part) => part !== '').join('\n\n');
}

/**
 * Saves one entry as a library post of the feed's category with its feed item, in one transaction
 * (nothing half-written). The item goes first: if another poll saved it meanwhile, nothing is added.
 * Returns the library's limit message when it is full: the rest waits for room.
 */
async function importEntry(
  deps: PollDeps,
  feed: repository.FeedRow & { teamId: string },
  entry: FeedEntry,
): Promise<string | null> {
  const now = deps.now();
  const image = await storeArticleImage(deps.db, {
    storage: deps.storage,
    calendarId: feed.calendarId,
    link: entry.link,
    feedImage: entry.image,
    fetchOptions: deps.fetchOptions,
    now,
    readUrlSeconds: deps.config.media.readUrlSeconds,
  });
  return deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, feed.teamId);
    const limits = planLimits(await subscriptionOf(tx, team.id), now);
    const full = libraryGate(limits, await countTeamLibraryPosts(tx, feed.teamId));
    if (full) return full;
    const itemId = await repository.insertFeedItem(tx, {
      feedId: feed.id,
      guid: entry.guid,
      link: entry.link,
    });
    if (itemId === null) return null;
    const row = await insertLibraryPost(
      tx,
      {
        calendarId: feed.calendarId,
        authorId: null,
        message: entryMessage(entry),
        pending: !feed.autoApprove,
        content: {
          variations: [],
          hashtags: [],
          imageHashtags: [],
          images: image ? [image.url] : [],
          imageAlts: [],
          video: null,
          postTitle: entry.title,
          callToAction: null,
          mediaMetadata: [],
        },
      },
      [feed.categoryId],
    );
    await indexLibraryPost(tx, { ...row, variations: [] });
    if (image) await attachMedia(tx, feed.calendarId, [image.mediaId], now);
    await repository.linkFeedItem(tx, itemId, row.id);
    return null;
  });
}

type FeedWithTeam = repository.FeedRow & { teamId: string };

/**
 * One poll of one feed: a conditional GET with the validators of the last answer; new entries become
 * pending library posts; errors are kept on the feed (its last error) and back off. A 304 is left for
 * the caller to record, with the other unchanged feeds of its batch in one update.
 */
async function readFeed(deps: PollDeps, feed: FeedWithTeam): Promise<PollOutcome> {
  const started = deps.now();
  try {
    const answer = await pollFeedUrl(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      deps.fetchOptions,
      started,
    );
    if (answer.kind === 'not_modified') return 'not_modified';
    const known = await repository.knownEntries(deps.db, feed.id, answer.document.entries);
    let imported = 0;
    let libraryFull: string | null = null;
    // Oldest first, so the library's newest-first order follows the feed's.
    for (const entry of freshEntries(answer.document.entries, known).reverse()) {
      libraryFull = await importEntry(deps, feed, entry);
      if (libraryFull) break;
      imported += 1;
    }
    // A full library keeps the old validators, so the entries left out come back on the next poll,
    // and says why on the feed.
    await succeeded(deps, [feed.id], libraryFull ? {} : answer.validators, libraryFull);
    return { imported };
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    const failures = feed.failures + 1;
    await repository.updateFeed(deps.db, feed.id, {
      failures,
      lastError: error.message,
      lastPolledAt: started,
      nextPollAt: nextPollAfterError(deps.now(), failures, error.retryAfterSeconds),
    });
    return 'failed';
  }
}

/**
 * Polls a batch of feeds at once (the worker's batch): one read of their rows, their requests in
 * parallel, and one update for all that answered 304. Paused or deleted feeds are skipped; an
 * unexpected error of one feed (the database's) is reported and does not stop the others.
 */
export async function pollFeeds(
  deps: PollDeps,
  feedIds: readonly string[],
  warn: (error: unknown) => void = () => undefined,
): Promise<Map<string, PollOutcome>> {
  const outcomes = new Map<string, PollOutcome>(feedIds.map((id) => [id, 'skipped']));
  const rows = await repository.findFeedsWithTeam(deps.db, feedIds);
  await Promise.all(
    rows
      .filter((row) => !row.feed.paused)
      .map(async ({ feed, teamId }) => {
        const outcome = await readFeed(deps, { ...feed, teamId }).catch((error: unknown) => {
          warn(error);
          return 'failed' as const;
        });
        outcomes.set(feed.id, outcome);
      }),
  );
  const unchanged = [...outcomes].filter(([, outcome]) => outcome === 'not_modified').map(([id]) => id);
  if (unchanged.length > 0) await succeeded(deps, unchanged, {}, null);
  return outcomes;
}

/** One feed's poll (see pollFeeds). */
export async function pollFeed(deps: PollDeps, feedId: string): Promise<PollOutcome> {
  return (
    (
      await pollFeeds(deps, [feedId], (error) => {
        throw error;
      })
    ).get(feedId) ?? 'skipped'
  );
}

async function succeeded(
  deps: PollDeps,
  feedIds: readonly string[],
  validators: { etag?: string | null; lastModified?: string | null },
  note: string | null,
): Promise<void> {
  const now = deps.now();
  await repository.updateFeeds(deps.db, feedIds, {
    ...validators,
    failures: 0,
    lastError: note,
    lastPolledAt: now,
    nextPollAt: new Date(now.getTime() + feedPollIntervalMs),
  });
}
