import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageAttribution } from '@kairos/core';
import { calendars } from './calendars';
import { users } from './users';

/**
 * An uploaded file. `pending` from the upload request until the server has checked the bytes;
 * `ready` after. Media no post has referenced (attachedAt null) is removed after a day.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** image, gif, video, audio or pdf (core's MediaKind). */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Bytes: as declared while pending, as stored once ready. */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Seconds, for video and audio. */
    duration: doublePrecision('duration'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** A JPEG copy of an image that is not JPEG (PNG, GIF's first frame), for networks that take JPEG only. */
    jpegKey: text('jpeg_key'),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    /** The text read in the image by 'Text from image' (null: not read yet), searched by suggestions. */
    ocrText: text('ocr_text'),
    /** Words to find the image by in 'Select Suggested Images' (a stock picture's search and description). */
    tags: text('tags').array().notNull().default([]),
    /** Who made a picture picked from a stock search (null for the team's own uploads). */
    attribution: jsonb('attribution').$type<ImageAttribution>(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_calendar_idx').on(table.calendarId),
    index('media_unattached_idx').on(table.attachedAt, table.createdAt),
  ],
);
