import { calendarColor, calendarPostState, messages, postExcerpt, type CalendarPost } from '@kairos/core';
import type { CalendarPostRow, CalendarRows } from './calendar-post-rows';

/** How much of the message a calendar chip gets. */
const excerptLength = 80;

/** A row of the read model as the API answers it: every field computed here, once per response. */
export function toCalendarPost(
  row: CalendarPostRow,
  targetsByPost: CalendarRows['targetsByPost'],
): CalendarPost {
  const text = row.blocked && row.message.trim() === '' ? messages.retry.blocked : row.message;
  // The zone's wall clock came as minutes since 1970 read as UTC: its ISO form is the local time.
  const local = new Date(row.local_minute * 60_000).toISOString();
  const targets = targetsByPost.get(row.id);
  return {
    _id: row.id,
    day: local.slice(0, 10),
    time: local.slice(11, 16),
    excerpt: postExcerpt(text, excerptLength),
    accountIds: targets?.accountIds ?? [],
    state: calendarPostState({ blocked: row.blocked, timing: row.timing, states: targets?.states ?? [] }),
    campaignId: row.campaign_id,
    color: row.position === null ? null : calendarColor(Number(row.position)),
    media: row.media,
  };
}
