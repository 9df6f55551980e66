import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { calendarPostsReplySchema, packCalendarReply, type CalendarPostQuery } from '@kairos/core';
import fastJson from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { AuthContext } from '../session/auth-context';
import { calendarFingerprint } from './calendar-fingerprint';
import { calendarPostRows, isoFromMicros } from './calendar-post-rows';
import { calendarContextReader } from './calendar-read-context';
import { toCalendarPost } from './calendar-post-view';

/**
 * The reply written by fast-json-stringify compiled from the route's own schema: a month of 4,700
 * posts in about a third of JSON.stringify's time, and no field the schema does not name. It is not
 * validated again on the way out (the service builds every field from typed rows); the route's tests
 * parse it with the schema.
 */
const stringifyPage = fastJson(
  z.toJSONSchema(calendarPostsReplySchema, { target: 'draft-7', io: 'output' }) as Parameters<
    typeof fastJson
  >[0],
);

/** Bytes of replies kept (a month of 4,700 posts is about 0.9 MB, and 0.1 MB gzipped). */
const cacheBytes = 48 * 1024 * 1024;

const gzipAsync = promisify(gzip);
/**
 * zlib's level 4: a month of 4,700 posts to about an eighth, in milliseconds, on the thread pool
 * (decision 0068). Higher levels gain little on this JSON and cost the first reader more.
 */
const gzipLevel = 4;

export interface CalendarReply {
  /** A strong validator of this reply: the range, the zone and what the range is made of. */
  etag: string;
  /** The reply as UTF-8 JSON, encoded once; null when the caller's copy (If-None-Match) is current. */
  json: Buffer | null;
  /** The same JSON gzipped, written once with it and kept beside it (null with `json`). */
  gzipped: Buffer | null;
}

type KeptReply = CalendarReply & { json: Buffer; gzipped: Buffer };

/** The gzipped reply's ETag: another representation of the same reply, so another validator. */
export const gzippedEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Whether an If-None-Match names this reply, in either of its encodings. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const gzipped = gzippedEtag(etag);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === etag || trimmed === gzipped || trimmed === '*';
  });
}

/**
 * GET /api/calendar-posts (decisions 0060, 0063, 0068): the range's fingerprint is read first; a
 * caller whose ETag matches gets no body, a reply kept for the same range, zone and fingerprint is
 * sent again as it was written (gzipped, to a caller that takes gzip), and otherwise the read model
 * is read, written and gzipped.
 */
export function createCalendarRead(deps: { db: Database }) {
  const { db } = deps;
  const readCalendarContext = calendarContextReader(db);
  const kept = new LRUCache<string, KeptReply>({
    maxSize: cacheBytes,
    sizeCalculation: (reply) => reply.json.byteLength + reply.gzipped.byteLength + 1,
  });

  return async function read(
    auth: AuthContext,
    query: CalendarPostQuery,
    ifNoneMatch?: string,
  ): Promise<CalendarReply> {
    // Access, the reader's zone and the calendar's changes in one statement; nothing of the calendar
    // leaves before the access check has passed.
    const context = await readCalendarContext(auth, query.calendarId);
    const fingerprint = await calendarFingerprint(db, { calendarId: query.calendarId }, context.changes);
    const { timeZone } = context;
    const start = new Date(query.dateStart);
    const end = new Date(query.dateEnd);
    const key = [
      query.calendarId,
      start.toISOString(),
      end.toISOString(),
      timeZone,
      query.cursor ?? '',
      query.limit,
    ].join('|');
    const etag = `"${createHash('sha256').update(`${key}|${fingerprint}`).digest('base64url').slice(0, 32)}"`;
    if (ifNoneMatch !== undefined && matches(ifNoneMatch, etag)) return { etag, json: null, gzipped: null };
    const found = kept.get(key);
    if (found?.etag === etag) return found;

    const { posts, targetsByPost } = await calendarPostRows(db, {
      calendarId: query.calendarId,
      start,
      end,
      timeZone,
      after: decodeCursor(query.cursor),
      rows: query.limit + 1,
    });
    const page = toPage(
      posts,
      query.limit,
      (row) => ({ key: isoFromMicros(row.utc_us), id: row.id }),
      (row) => toCalendarPost(row, targetsByPost),
    );
    const json = Buffer.from(stringifyPage(packCalendarReply(page)));
    const reply = {
      etag,
      json,
      gzipped: await gzipAsync(json, { level: gzipLevel }),
    };
    kept.set(key, reply);
    return reply;
  };
}
