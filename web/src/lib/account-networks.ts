import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calendarAccountsQuery } from './calendar-accounts-query';

/** Account id to its network, for the dots of the calendar's slim posts (which carry account ids). */
export function useAccountNetworks(calendarId: string): ReadonlyMap<string, string> {
  const accounts = useQuery(calendarAccountsQuery(calendarId)).data;
  return useMemo(
    () => new Map((accounts ?? []).map((account) => [account._id, account.socialMedia])),
    [accounts],
  );
}
