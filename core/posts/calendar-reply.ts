import { z } from 'zod';
import { type Page } from '../paging/page-schema';
import { calendarPostStates } from './calendar-post-state';
import { postMediaKinds, type CalendarPost } from './calendar-post-schema';

/**
 * A post of the calendar's reply on the wire (decision 0066): what `CalendarPost` holds without what
 * its day and its neighbours repeat. `accounts` and `campaign` are indexes into the reply's tables;
 * a post of no campaign and no media leaves those fields out.
 */
export const calendarWirePostSchema = z.object({
  _id: z.string(),
  time: z.string(),
  excerpt: z.string(),
  accounts: z.array(z.number().int().nonnegative()),
  state: z.enum(calendarPostStates),
  campaign: z.number().int().nonnegative().optional(),
  media: z.enum(postMediaKinds).optional(),
});
export type CalendarWirePost = z.infer<typeof calendarWirePostSchema>;

/**
 * GET /api/calendar-posts's reply: the posts grouped by day in time order, each account id and each
 * campaign named once. A month of 4,700 posts with two accounts each is about 40% smaller than the
 * same posts as `CalendarPost` objects, and the reply's bytes bound the call (decision 0066).
 */
export const calendarPostsReplySchema = z.object({
  accounts: z.array(z.string()),
  campaigns: z.array(z.object({ _id: z.string(), color: z.string().nullable() })),
  days: z.array(z.object({ day: z.string(), posts: z.array(calendarWirePostSchema) })),
  nextCursor: z.string().nullable(),
});
export type CalendarPostsReply = z.infer<typeof calendarPostsReplySchema>;

/** Packs a page of the read model for the wire; `expandCalendarReply` gives the same page back. */
export function packCalendarReply(page: Page<CalendarPost>): CalendarPostsReply {
  const accounts = new Table<string>();
  const campaigns = new Table<string>();
  const colors: (string | null)[] = [];
  const days: CalendarPostsReply['days'] = [];
  for (const post of page.items) {
    let day = days.at(-1);
    if (day?.day !== post.day) {
      day = { day: post.day, posts: [] };
      days.push(day);
    }
    const wire: CalendarWirePost = {
      _id: post._id,
      time: post.time,
      excerpt: post.excerpt,
      accounts: post.accountIds.map((id) => accounts.indexOf(id)),
      state: post.state,
    };
    if (post.campaignId !== null) {
      wire.campaign = campaigns.indexOf(post.campaignId);
      colors[wire.campaign] = post.color;
    }
    if (post.media !== null) wire.media = post.media;
    day.posts.push(wire);
  }
  return {
    accounts: accounts.values,
    campaigns: campaigns.values.map((_id, index) => ({ _id, color: colors[index] ?? null })),
    days,
    nextCursor: page.nextCursor,
  };
}

/** The reply as the page of `CalendarPost`s it packs; an index outside its table is refused. */
export function expandCalendarReply(reply: CalendarPostsReply): Page<CalendarPost> {
  const at = <T>(table: readonly T[], index: number): T => {
    if (index >= table.length) throw new RangeError(`calendar reply: index ${index} outside its table`);
    return table[index]!;
  };
  const items: CalendarPost[] = [];
  for (const { day, posts } of reply.days) {
    for (const post of posts) {
      const campaign = post.campaign === undefined ? null : at(reply.campaigns, post.campaign);
      items.push({
        _id: post._id,
        day,
        time: post.time,
        excerpt: post.excerpt,
        accountIds: post.accounts.map((index) => at(reply.accounts, index)),
        state: post.state,
        campaignId: campaign?._id ?? null,
        color: campaign?.color ?? null,
        media: post.media ?? null,
      });
    }
  }
  return { items, nextCursor: reply.nextCursor };
}

/** Values in the order first seen, each with its index. */
class Table<T> {
  readonly values: T[] = [];
  private readonly indexes = new Map<T, number>();

  indexOf(value: T): number {
    let index = this.indexes.get(value);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.indexes.set(value, index);
    }
    return index;
  }
}

/** A reply as it came over the wire, checked and expanded. */
export const calendarPostsReplyPageSchema = calendarPostsReplySchema.transform(expandCalendarReply);
