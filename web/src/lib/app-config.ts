import type { AppConfig } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /api: the deployment's settings the app shows (read once per page load). The shell reads it, so
 * it is typed but not parsed: parsing would put zod on the first page (decision 0061); the server's
 * tests parse this reply with core's appConfigSchema.
 */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiClient.getTyped<AppConfig>('/api', { signal }),
  staleTime: Infinity,
});

/** Where the Consulting and Support links lead; null where the deployment set none (not shown). */
export function useExternalLinks(): { consulting: string | null; support: string | null } {
  const config = useQuery(appConfigQuery).data;
  return { consulting: config?.consultingUrl ?? null, support: config?.supportUrl ?? null };
}
