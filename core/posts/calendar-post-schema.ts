import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';
import { instantSchema } from '../time/date-schemas';
import { calendarPostStates } from './calendar-post-state';

export const postMediaKinds = ['image', 'video', 'audio', 'pdf'] as const;

/**
 * The calendar's read model of a post (decision 0060): what a chip shows and nothing more. The full
 * post is read when it is opened (GET /api/posts/{id}).
 */
export const calendarPostSchema = z.object({
  _id: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM' in the user's time zone, computed once by the server. */
  day: z.string(),
  time: z.string(),
  /** The start of the message, whitespace collapsed; the blocked text when a blocked post has none. */
  excerpt: z.string(),
  accountIds: z.array(z.string()),
  state: z.enum(calendarPostStates),
  campaignId: z.string().nullable(),
  /** The campaign's colour (the palette by its position in the calendar's campaigns). */
  color: z.string().nullable(),
  media: z.enum(postMediaKinds).nullable(),
});
export type CalendarPost = z.infer<typeof calendarPostSchema>;

/** The most posts one page of the calendar holds: a month of 5,000 posts comes back in one call. */
export const calendarPageMax = 5000;
/** The longest range one call may ask for (a quarter and a little: the grid's six weeks fit easily). */
export const calendarRangeMaxDays = 100;

/** GET /api/calendar-posts: a calendar's scheduled and sent posts between two instants, in time order. */
export const calendarPostQuerySchema = z
  .object({
    calendarId: z.uuid(),
    dateStart: instantSchema,
    dateEnd: instantSchema,
    cursor: cursorSchema,
    limit: pageLimitSchema(calendarPageMax, calendarPageMax),
  })
  .refine(
    ({ dateStart, dateEnd }) => {
      const days = (Date.parse(dateEnd) - Date.parse(dateStart)) / 86_400_000;
      return days > 0 && days <= calendarRangeMaxDays;
    },
    { message: `dateEnd must follow dateStart by at most ${calendarRangeMaxDays} days`, path: ['dateEnd'] },
  );
export type CalendarPostQuery = z.infer<typeof calendarPostQuerySchema>;

export const calendarPostPageSchema = pageSchema(calendarPostSchema);
export type CalendarPostPage = z.infer<typeof calendarPostPageSchema>;
