import type { Executor } from '../../db/database';
import { publishedPerLocalDay, type StatsScope, type Window } from './stats-queries';

/**
 * Published targets per day of the user's zone over a year: the year heatmap, from `stats_hours`
 * (decision 0118), or from the rows for one account. A network is one of the rollup's.
 */
export function publishedPerDayOfYear(db: Executor, scope: StatsScope, window: Window) {
  return publishedPerLocalDay(db, scope, window);
}
