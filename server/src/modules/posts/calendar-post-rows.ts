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
 * The calendar's read model in one statement (decision 0060). The page's posts come from the
 * (calendar, post date, id) index in page order; their targets from the (calendar, post date, post,
 * state, account) index over the same span of dates, in one index-only range scan and one hash join
 * (a probe per post costs a millisecond a hundred posts on the embedded database), folded into
 * arrays of states and accounts (in the same order: one aggregate reads both). Only the start of
 * the message and the media kind leave the content; the zone's day and time are computed here, once.
 */
export function calendarPostQuery(range: CalendarRange): SQL {
  const after = range.after
    ? sql`and (p.post_date, p.id) > (${range.after.key}::timestamptz, ${range.after.id}::uuid)`
    : sql``;
  const from = range.after
    ? sql`${range.after.key}::timestamptz`
    : sql`${range.start.toISOString()}::timestamptz`;
  return sql`
    with page as materialized (
      select p.id, p.post_date, p.message, p.blocked, p.timing, p.campaign_id, p.content
      from posts p
      where p.calendar_id = ${range.calendarId}::uuid and not p.draft
        and p.post_date >= ${range.start.toISOString()}::timestamptz
        and p.post_date < ${range.end.toISOString()}::timestamptz
        ${after}
      order by p.post_date, p.id
      limit ${range.rows}
    ), targets as (
      select target.post_id, array_agg(target.state)::text[] as states,
        array_agg(target.account_id::text)::text[] as account_ids
      from publish_targets target
      where target.calendar_id = ${range.calendarId}::uuid
        and target.post_date >= ${from}
        and target.post_date <= (select max(page.post_date) from page)
      group by target.post_id
    ), positions as (
      select campaign.id, row_number() over (order by campaign.created_at, campaign.id) - 1 as position
      from campaigns campaign where campaign.calendar_id = ${range.calendarId}::uuid
    )
    select page.id,
      to_char(page.post_date at time zone ${range.timeZone}, 'YYYY-MM-DD HH24:MI') as local,
      to_char(page.post_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key,
      left(page.message, 200) as message,
      page.blocked, page.timing, page.campaign_id, positions.position,
      case
        when jsonb_typeof(page.content -> 'images') = 'array' and page.content -> 'images' <> '[]'::jsonb then 'image'
        when jsonb_typeof(page.content -> 'video') = 'object' then 'video'
        when jsonb_typeof(page.content -> 'audio') = 'object' then 'audio'
        when jsonb_typeof(page.content -> 'pdf') = 'object' then 'pdf'
      end as media,
      targets.states, targets.account_ids
    from page
    left join targets on targets.post_id = page.id
    left join positions on positions.id = page.campaign_id
    order by page.post_date, page.id`;
}

export async function calendarPostRows(db: Executor, range: CalendarRange): Promise<CalendarPostRow[]> {
  const result = await db.execute(calendarPostQuery(range));
  return (result as { rows: CalendarPostRow[] }).rows;
}
