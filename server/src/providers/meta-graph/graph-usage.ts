import type { ResponseHeaders } from '../http-failures';
/**
 * Meta's usage headers: how much of a rate budget the app has used, and for a business use case
 * (Pages, Instagram) how long until it may call again.
 * - X-App-Usage: `{"call_count":28,"total_time":25,"total_cputime":25}`, percentages of the app's
 *   hourly budget; no time is given.
 * - X-Business-Use-Case-Usage: `{"<business or page id>":[{"type":"pages","call_count":100,
 *   "total_cputime":25,"total_time":25,"estimated_time_to_regain_access":17}]}`, the last in minutes.
 */
export interface GraphUsage {
  /** The highest percentage any header reports (100 means throttled). */
  highestPercent: number;
  /** Minutes until access returns, when a business use case says so. */
  regainMinutes: number | null;
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function parse(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function percentOf(entry: unknown): number {
  if (!entry || typeof entry !== 'object') return 0;
  const record = entry as Record<string, unknown>;
  return Math.max(numberOf(record.call_count), numberOf(record.total_time), numberOf(record.total_cputime));
}

export function graphUsage(headers: ResponseHeaders): GraphUsage | null {
  const app = parse(headers.get('x-app-usage'));
  const business = parse(headers.get('x-business-use-case-usage'));
  if (!app && !business) return null;
  let highestPercent = percentOf(app);
  let regainMinutes: number | null = null;
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      for (const entry of Array.isArray(entries) ? entries : []) {
        highestPercent = Math.max(highestPercent, percentOf(entry));
        const minutes = numberOf((entry as Record<string, unknown>)?.estimated_time_to_regain_access);
        if (minutes > 0) regainMinutes = Math.max(regainMinutes ?? 0, minutes);
      }
    }
  }
  return { highestPercent, regainMinutes };
}

/** When the network will take calls again, where the headers say it. */
export function usageRetryAt(headers: ResponseHeaders, now: Date): Date | undefined {
  const minutes = graphUsage(headers)?.regainMinutes;
  return minutes ? new Date(now.getTime() + minutes * 60_000) : undefined;
}
