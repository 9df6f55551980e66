import { canAddOrRemoveCalendars, canEditCalendarDetails } from '@kairos/core';
import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { ScrollToTopButton } from '../../components/ui/scroll-to-top-button';
import { useCalendars } from '../../features/calendars/api/get-calendars';
import { ExpiredAccountsBanner } from '../../features/calendars/components/expired-accounts-banner';
import { useCurrentUser } from '../../lib/current-user';
import { canSeeUpgradeProfile } from '../../lib/subscription';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { LazyHosts } from './lazy-hosts';
import { useFixedViewport } from './use-fixed-viewport';

// The plan rules it needs would weigh 8 KB on the first page (decision 0061): it loads right after.
const MembershipGate = lazy(() =>
  import('./membership-gate').then((module) => ({ default: module.MembershipGate })),
);

/** The authenticated shell around every /:calendarId page. */
export function AppLayout() {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const calendar = useCalendars().find(({ _id }) => _id === calendarId);
  useFixedViewport();
  const upgradeHref = canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null;

  return (
    <div className={classes.root}>
      <AppHeader
        className={classes.header}
        calendarId={calendarId}
        user={user}
        canAddOrRemoveCalendars={canAddOrRemoveCalendars(user)}
        canEditCalendar={(id) => canEditCalendarDetails(user, id)}
        upgradeHref={upgradeHref}
      />
      {calendar?.showReconnect === true && <ExpiredAccountsBanner calendarId={calendarId} />}
      <main className={classes.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <MembershipGate user={user} calendarId={calendarId} upgradeHref={upgradeHref} />
      </Suspense>
      <ScrollToTopButton />
      <LazyHosts />
    </div>
  );
}
