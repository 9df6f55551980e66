import { canAddOrRemoveCalendars, canEditCalendarDetails } from '@kairos/core';
import { Outlet, useParams } from 'react-router';
import { ScrollToTopButton } from '../../components/ui/scroll-to-top-button';
import { useCalendars } from '../../features/calendars/api/get-calendars';
import { ExpiredAccountsBanner } from '../../features/calendars/components/expired-accounts-banner';
import { useCurrentUser } from '../../lib/current-user';
import { canSeeUpgradeProfile } from '../../lib/subscription';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { LazyHosts } from './lazy-hosts';
import { MembershipGate } from './membership-gate';
import { useFixedViewport } from './use-fixed-viewport';

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
      <MembershipGate user={user} calendarId={calendarId} upgradeHref={upgradeHref} />
      <ScrollToTopButton />
      <LazyHosts />
    </div>
  );
}
