import type { PublishedPart, SocialType } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import type { PostMetricsReading } from '../../providers/provider';
import type { MetricState } from '../../db/schema';

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Enrols the targets just published for sampling (in the transaction that publishes them): the
 * first reading is due `firstMs` after they went out. A target enrolled already is left as it is.
 */
export async function enrolForMetrics(
  db: Executor,
  targetIds: readonly string[],
  firstMs: number,
): Promise<void> {
  if (targetIds.length === 0) return;
  await db.execute(sql`
    insert into post_metrics (target_id, calendar_id, account_id, social_media, post_date, sent_at, next_sample_at)
    select target.id, target.calendar_id, target.account_id, target.social_media, target.post_date,
      target.sent_at, target.sent_at + ${firstMs}::int8 * interval '1 millisecond'
    from publish_targets target
    where target.id = any(${uuidArray(targetIds)}::uuid[]) and target.state = 'published'
      and target.sent_at is not null
    on conflict (target_id) do nothing`);
}

export interface DueReading {
  target_id: string;
  account_id: string;
  social_media: SocialType;
  samples: number;
  sent_at: string;
  external_id: string | null;
  external_url: string | null;
  parts: PublishedPart[];
}

/** The readings due at `now`, oldest first, from the partial index of due rows. */
export async function dueReadings(db: Executor, now: Date, limit: number): Promise<DueReading[]> {
  const result = await db.execute(sql`
    select metric.target_id, metric.account_id, metric.social_media, metric.samples,
      metric.sent_at::text as sent_at, target.external_id, target.external_url, target.parts
    from post_metrics metric join publish_targets target on target.id = metric.target_id
    where metric.next_sample_at is not null and metric.next_sample_at <= ${now.toISOString()}::timestamptz
    order by metric.next_sample_at
    limit ${limit}`);
  return (result as { rows: DueReading[] }).rows;
}

/** Stores a reading: one more sample in the series, the latest figures, and when the next is due. */
export async function recordReading(
  db: Database,
  input: { targetId: string; reading: PostMetricsReading; at: Date; next: Date | null },
): Promise<void> {
  const { reading } = input;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into post_metric_samples (target_id, calendar_id, social_media, sampled_at, likes, reposts, replies,
        impressions, raw)
      select metric.target_id, metric.calendar_id, metric.social_media, ${input.at.toISOString()}::timestamptz,
        ${reading.likes}, ${reading.reposts}, ${reading.replies}, ${reading.impressions},
        ${JSON.stringify(reading.raw)}::jsonb
      from post_metrics metric where metric.target_id = ${input.targetId}::uuid`);
    await tx.execute(sql`
      update post_metrics set state = 'ok', likes = ${reading.likes}, reposts = ${reading.reposts},
        replies = ${reading.replies}, impressions = ${reading.impressions},
        sampled_at = ${input.at.toISOString()}::timestamptz, samples = samples + 1,
        next_sample_at = ${input.next?.toISOString() ?? null}::timestamptz
      where target_id = ${input.targetId}::uuid`);
  });
}

/** No reading this time: the state says why, and `next` when to try again (null: never). */
export async function skipReading(
  db: Executor,
  input: { targetId: string; state: MetricState | null; next: Date | null },
): Promise<void> {
  await db.execute(sql`
    update post_metrics set state = coalesce(${input.state}, state),
      next_sample_at = ${input.next?.toISOString() ?? null}::timestamptz
    where target_id = ${input.targetId}::uuid`);
}
