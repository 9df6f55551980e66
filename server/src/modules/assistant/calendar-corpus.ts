import { desc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { libraryPosts, posts } from '../../db/schema';
import type { PastHashtag } from './builtin/hashtags';

/**
 * What the calendar has written before, for completion and hashtags: its latest 500 posts and
 * library posts, the hashtags its messages used and the words it
 * uses often (names and brands the dictionary does not know). Read at most once a minute per calendar.
 */
export interface CalendarCorpus {
  /** Changes when the posts do: the worker keeps a completion index per key. */
  key: string;
  posts: string[];
  hashtags: PastHashtag[];
  /** The lower-case words its posts use. */
  vocabulary: string[];
}

const maxPosts = 500;
const hashtagPattern = /#([\p{L}\p{N}_]{2,30})/gu;

function tally(messages: readonly string[]): PastHashtag[] {
  const counts = new Map<string, PastHashtag>();
  const add = (tag: string) => {
    const key = tag.toLowerCase();
    const entry = counts.get(key) ?? { tag, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  };
  for (const message of messages) for (const match of message.matchAll(hashtagPattern)) add(match[1]!);
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 200);
}

function vocabularyOf(messages: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const message of messages)
    for (const match of message.matchAll(/\p{L}[\p{L}'’]+/gu)) {
      const word = match[0].toLowerCase();
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  return [...counts.keys()];
}

export function createCalendarCorpus(db: Database) {
  const cache = new LRUCache<string, CalendarCorpus>({ max: 200, ttl: 60_000 });

  async function read(calendarId: string): Promise<CalendarCorpus> {
    const [postRows, libraryRows] = await Promise.all([
      db
        .select({
          message: posts.message,
          at: posts.updatedAt,
        })
        .from(posts)
        .where(eq(posts.calendarId, calendarId))
        .orderBy(desc(posts.createdAt))
        .limit(maxPosts),
      db
        .select({
          message: libraryPosts.message,
          at: libraryPosts.updatedAt,
        })
        .from(libraryPosts)
        .where(eq(libraryPosts.calendarId, calendarId))
        .orderBy(desc(libraryPosts.createdAt))
        .limit(maxPosts),
    ]);
    const rows = [...postRows, ...libraryRows];
    const messages = rows.map((row) => row.message).filter((message) => message.trim() !== '');
    const latest = rows.reduce((max, row) => Math.max(max, row.at.getTime()), 0);
    return {
      key: `${calendarId}:${rows.length}:${latest}`,
      posts: messages,
      hashtags: tally(messages),
      vocabulary: vocabularyOf(messages),
    };
  }

  return {
    async of(calendarId: string): Promise<CalendarCorpus> {
      const kept = cache.get(calendarId);
      if (kept) return kept;
      const fresh = await read(calendarId);
      cache.set(calendarId, fresh);
      return fresh;
    },
  };
}

export type CalendarCorpusReader = ReturnType<typeof createCalendarCorpus>;
