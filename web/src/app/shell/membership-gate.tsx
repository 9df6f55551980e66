import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  messages,
  mustRedirectToSettings,
  shouldShowFreeUserReminder,
  zonedDate,
  type User,
} from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { appConfigQuery } from '../../lib/app-config';

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
 * 30 days after startRemovingFreeUsersDate.
 */
export function MembershipGate({ user, calendarId, upgradeHref }: MembershipGateProps) {
  const { pathname } = useLocation();
  const config = useQuery(appConfigQuery).data;
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
    <Modal opened={shown && upgradeHref !== null} onClose={close} title="Your membership" centered>
      <Stack gap="md">
        <Text>{messages.plans.noPlan}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Later
          </Button>
          {upgradeHref !== null && (
            <Button component={Link} to={upgradeHref} onClick={close} color="orange">
              {messages.plans.chooseNewPlan}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
