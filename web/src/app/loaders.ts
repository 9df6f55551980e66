import { type QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { calendarsQuery } from '../features/calendars/api/get-calendars';
import { isApiError } from '../lib/api-error';
import { currentUserQuery } from '../lib/current-user';
import { limitsQuery } from '../lib/limits-query';
import { getStoredCalendarId, getToken, setStoredCalendarId } from '../lib/stored-session';
import { canSeeUpgradeProfile } from '../lib/subscription';
import { chooseCalendarId } from './choose-calendar';

const notFound = () => data(null, { status: 404 });

/** A rejected session (401/409) ends at /login; any other failure goes to the error page. */
async function orLogin<T>(load: () => Promise<T>): Promise<T | Response> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 409)) return redirect('/login');
    throw error;
  }
}

export function createLoaders(queryClient: QueryClient) {
  return {
    /** The public forms have nothing to offer someone already signed in. */
    publicOnly: () => (getToken() === null ? null : redirect('/')),

    /** "/": off to the current calendar's home. */
    home: () => {
      if (getToken() === null) return redirect('/login');
      return orLogin(async () => {
        const calendars = await queryClient.fetchQuery(calendarsQuery);
        const calendarId = chooseCalendarId(calendars, getStoredCalendarId());
        return calendarId === null ? null : redirect(`/${calendarId}`);
      });
    },

    /** "/:calendarId": the user and their calendars are loaded before the shell renders. */
    calendar: ({ params }: LoaderFunctionArgs) => {
      if (getToken() === null) return redirect('/login');
      return orLogin(async () => {
        const calendarId = params.calendarId ?? '';
        const has = (list: readonly { _id: string }[]) => list.some(({ _id }) => _id === calendarId);
        await queryClient.ensureQueryData(currentUserQuery);
        // Spec: the limits are loaded at startup, beside the user (not awaited: no screen waits on them).
        void queryClient.prefetchQuery(limitsQuery);
        let calendars = await queryClient.ensureQueryData(calendarsQuery);
        // The cached list may predate a calendar made in another tab.
        if (!has(calendars)) calendars = await queryClient.fetchQuery({ ...calendarsQuery, staleTime: 0 });
        if (!has(calendars)) throw notFound();
        setStoredCalendarId(calendarId);
        return null;
      });
    },

    /** Spec: "/upgrade-profile (only for users without a teamId)". */
    upgradeProfile: async () => {
      const user = await queryClient.ensureQueryData(currentUserQuery);
      if (!canSeeUpgradeProfile(user)) throw notFound();
      return null;
    },
  };
}
