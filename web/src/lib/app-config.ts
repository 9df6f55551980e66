import { appConfigSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /api: the deployment's settings the app shows (read once per page load). */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiClient.get('/api', { schema: appConfigSchema, signal }),
  staleTime: Infinity,
});

/** Where the Consulting and Support links lead; null where the deployment set none (not shown). */
export function useExternalLinks(): { consulting: string | null; support: string | null } {
  const config = useQuery(appConfigQuery).data;
  return { consulting: config?.consultingUrl ?? null, support: config?.supportUrl ?? null };
}
