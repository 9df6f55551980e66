import { calendarColor, calendarPostState, messages, postExcerpt, type CalendarPost } from '@kairos/core';
import type { CalendarPostRow } from './calendar-post-rows';

/** How much of the message a calendar chip gets. */
const excerptLength = 80;

/** A row of the read model as the API answers it: every field computed here, once per response. */
export function toCalendarPost(row: CalendarPostRow): CalendarPost {
  const text = row.blocked && row.message.trim() === '' ? messages.retry.blocked : row.message;
  return {
    _id: row.id,
    day: row.local.slice(0, 10),
    time: row.local.slice(11, 16),
    excerpt: postExcerpt(text, excerptLength),
    accountIds: row.account_ids ?? [],
    state: calendarPostState({ blocked: row.blocked, timing: row.timing, states: row.states ?? [] }),
    campaignId: row.campaign_id,
    color: row.position === null ? null : calendarColor(Number(row.position)),
    media: row.media,
  };
}
