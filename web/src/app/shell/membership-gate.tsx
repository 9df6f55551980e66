import { mustRedirectToSettings, shouldShowFreeUserReminder, zonedDate, type User } from '@kairos/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { appConfigQuery } from '../../lib/app-config';
import { PlanLimitHost } from './plan-limit-host';
import { withAllStyles } from '../../lib/with-all-styles';

// The modal is its own chunk: the first page stays light (decision 0061) for the many who never see it.
const FreeUserReminder = lazy(
  withAllStyles(() =>
    import('./free-user-reminder').then((module) => ({ default: module.FreeUserReminder })),
  ),
);

/** The local flag of the free-user reminder: the day it was last shown. */
const reminderKey = 'kairos.freeUserReminderShown';

interface MembershipGateProps {
  user: User;
  calendarId: string;
  /** Null for team members: they have no upgrade page. */
  upgradeHref: string | null;
}

/**
 * Spec section 4: "A user with a subscription record but no plan, not on settings or upgrade-profile,
 * is redirected to /settings", and the free-user reminder, the no-plan modal ("It seems like you
 * don't have a membership that's active at the moment..." with 'Choose new Plan'), once a day until
 * 30 days after startRemovingFreeUsersDate. It also hosts the upgrade modal of any call refused by
 * the plan (PlanLimitHost), in this chunk rather than on the first page.
 */
export function MembershipGate({ user, calendarId, upgradeHref }: MembershipGateProps) {
  const { pathname } = useLocation();
  // Read, not fetched: the shell has asked for the deployment settings already (the header's links).
  const config = useQueryClient().getQueryData(appConfigQuery.queryKey);
  const now = new Date();
  const today = zonedDate(now, user.timezone);
  const [shown, setShown] = useState(() =>
    shouldShowFreeUserReminder({
      subscription: user.subscription,
      teamId: user.teamId,
      lastShownDate: localStorage.getItem(reminderKey),
      startRemovingFreeUsersDate: config?.startRemovingFreeUsersDate ?? null,
      now,
      timeZone: user.timezone,
    }),
  );
  const page = pathname.slice(`/${calendarId}`.length);
  if (mustRedirectToSettings(user.subscription, page))
    return <Navigate to={`/${calendarId}/settings`} replace />;

  function close() {
    localStorage.setItem(reminderKey, today);
    setShown(false);
  }

  return (
    <>
      <PlanLimitHost upgradeHref={upgradeHref} />
      {shown && upgradeHref !== null && (
        <Suspense fallback={null}>
          <FreeUserReminder upgradeHref={upgradeHref} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
