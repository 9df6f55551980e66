import { statsReplySchema, yearStatsReplySchema, type SocialType } from '@kairos/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { StatsRange } from '../lib/stats-range';

export interface StatsFilters {
  socialMedia?: SocialType;
  accountId?: string;
}

function search(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** GET /api/stats: the calendar's figures for a range of days in the user's zone. */
export function useStats(calendarId: string, range: StatsRange, filters: StatsFilters) {
  return useQuery({
    queryKey: ['stats', calendarId, range.from, range.to, filters.socialMedia, filters.accountId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/stats?${search({ calendarId, ...range, ...filters })}`, {
        schema: statsReplySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stats/year: published posts per day of a year (the current one when `year` is left out). */
export function useYearStats(calendarId: string, filters: StatsFilters, year?: number) {
  return useQuery({
    queryKey: ['stats', 'year', calendarId, year, filters.socialMedia, filters.accountId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/stats/year?${search({ calendarId, year, ...filters })}`, {
        schema: yearStatsReplySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
