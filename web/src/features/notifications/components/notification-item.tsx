import { Group, Text, UnstyledButton } from '@mantine/core';
import { type UserNotification } from '@kairos/core';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import classes from './notifications.module.css';

/** When it happened, in the user's time zone (not the browser's). */
export function notificationTimeFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

interface NotificationItemProps {
  notification: UserNotification;
  onOpen: () => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { timezone } = useCurrentUser();
  const whenFormat = useMemo(() => notificationTimeFormat(timezone), [timezone]);
  return (
    <UnstyledButton
      className={classes.item}
      data-unseen={!notification.seen || undefined}
      onClick={onOpen}
      disabled={notification.postId === null}
      data-testid="notification"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-label={notification.seen ? undefined : 'Unseen'} />
        <div style={{ minWidth: 0 }}>
          <Text
            size="sm"
            className={classes.message}
            // Safe: the server sanitizes every notification message to b, strong, i, em, br, p, ul,
            // li and links before storing it (core notificationSchema), and the account names in it
            // are HTML-escaped.
            dangerouslySetInnerHTML={{ __html: notification.message }}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {whenFormat.format(new Date(notification.updatedAt))}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
