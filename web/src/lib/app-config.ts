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

/** The built-in help page, under the calendar (decision 0144). */
export const helpPath = 'help';

/**
 * Where the Consulting and Support links lead. Consulting: the deployment's booking page, or null
 * (not shown: there is no one to book without it). Support: the deployment's page, or null while
 * the configuration loads or when it set none, which means the built-in help page.
 */
export function useExternalLinks(): { consulting: string | null; support: string | null } {
  const config = useQuery(appConfigQuery).data;
  return { consulting: config?.consultingUrl ?? null, support: config?.supportUrl ?? null };
}

/** The operator's address (SUPPORT_EMAIL) the help page gives; null when none is set. */
export function useSupportEmail(): { loading: boolean; email: string | null } {
  const config = useQuery(appConfigQuery);
  return { loading: config.isPending, email: config.data?.supportEmail ?? null };
}
