import type { PublishTargetStateName } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';

export interface CalendarPostRow {
  id: string;
  /** 'YYYY-MM-DD HH:MM' in the asked zone. */
  local: string;
  /** The post date as an ISO instant to the microsecond: the page's sort key. */
  key: string;
  message: string;
  blocked: boolean;
  timing: 'now' | 'schedule';
  campaign_id: string | null;
  /** The campaign's position in the calendar's campaigns, for its colour. */
  position: number | string | null;
  media: 'image' | 'video' | 'audio' | 'pdf' | null;
  states: PublishTargetStateName[] | null;
  account_ids: string[] | null;
}

export interface CalendarRange {
  calendarId: string;
  start: Date;
  end: Date;
  timeZone: string;
  after: Keyset | null;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  rows: number;
}

/**
 * The calendar's read model in one statement (decision 0060). The posts of the range come from the
 * (calendar, post date, id) index in page order; each post's targets from the covering (post) index
 * with their state and account, in one lateral step (an index-only scan), folded into arrays of
 * states and accounts (in the same order: one aggregate reads both). Only the start of the message and the
 * media kind leave the content; the zone's day and time are computed here, once.
 */
export function calendarPostQuery(range: CalendarRange): SQL {
  const after = range.after
    ? sql`and (p.post_date, p.id) > (${range.after.key}::timestamptz, ${range.after.id}::uuid)`
    : sql``;
  return sql`
    select p.id,
      to_char(p.post_date at time zone ${range.timeZone}, 'YYYY-MM-DD HH24:MI') as local,
      to_char(p.post_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key,
      left(p.message, 200) as message,
      p.blocked, p.timing, p.campaign_id, c.position,
      case
        when jsonb_typeof(p.content -> 'images') = 'array' and p.content -> 'images' <> '[]'::jsonb then 'image'
        when jsonb_typeof(p.content -> 'video') = 'object' then 'video'
        when jsonb_typeof(p.content -> 'audio') = 'object' then 'audio'
        when jsonb_typeof(p.content -> 'pdf') = 'object' then 'pdf'
      end as media,
      t.states, t.account_ids
    from posts p
    left join lateral (
      select array_agg(target.state)::text[] as states, array_agg(target.account_id::text)::text[] as account_ids
      from publish_targets target where target.post_id = p.id
    ) t on true
    left join (
      select campaign.id, row_number() over (order by campaign.created_at, campaign.id) - 1 as position
      from campaigns campaign where campaign.calendar_id = ${range.calendarId}::uuid
    ) c on c.id = p.campaign_id
    where p.calendar_id = ${range.calendarId}::uuid and not p.draft
      and p.post_date >= ${range.start.toISOString()}::timestamptz
      and p.post_date < ${range.end.toISOString()}::timestamptz
      ${after}
    order by p.post_date, p.id
    limit ${range.rows}`;
}

export async function calendarPostRows(db: Executor, range: CalendarRange): Promise<CalendarPostRow[]> {
  const result = await db.execute(calendarPostQuery(range));
  return (result as unknown as { rows: CalendarPostRow[] }).rows;
}
