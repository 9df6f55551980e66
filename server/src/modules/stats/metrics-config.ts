/** How the network metrics are sampled (decision 0112). */
export interface MetricsConfig {
  /** After how long from its publication a target's metrics are read, in order (METRICS_INTERVALS). */
  intervalsMs: number[];
  /** How often a worker looks for readings that are due; 0 turns the sampler off (METRICS_POLL_SECONDS). */
  pollSeconds: number;
  /** The most readings one round takes (METRICS_BATCH). */
  batch: number;
}

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
export const defaultMetricIntervals = '1h,6h,24h,3d,7d,30d';

/** '1h,6h,24h' as milliseconds; a list that does not read whole and rising is refused at start. */
export function parseIntervals(text: string): number[] {
  const intervals = text.split(',').map((part) => {
    const match = /^(\d+)([smhd])$/.exec(part.trim());
    if (!match) throw new Error(`METRICS_INTERVALS: '${part}' is not a duration such as 6h or 3d`);
    return Number(match[1]) * (units[match[2]!] ?? 0);
  });
  if (
    intervals.length === 0 ||
    intervals.some((ms, index) => ms <= 0 || (index > 0 && ms <= intervals[index - 1]!))
  )
    throw new Error('METRICS_INTERVALS must be rising durations such as 1h,6h,24h');
  return intervals;
}

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value === undefined || value.trim() === '' || !Number.isInteger(parsed) || parsed < 0
    ? fallback
    : parsed;
}

export function loadMetricsConfig(env: Record<string, string | undefined>): MetricsConfig {
  return {
    intervalsMs: parseIntervals(env.METRICS_INTERVALS?.trim() || defaultMetricIntervals),
    pollSeconds: wholeNumber(env.METRICS_POLL_SECONDS, 60),
    batch: Math.max(1, wholeNumber(env.METRICS_BATCH, 200)),
  };
}
