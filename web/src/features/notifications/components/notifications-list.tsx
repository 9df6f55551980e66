import { ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages, type UserNotification } from '@kairos/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { NotificationItem } from './notification-item';

/** Spec section 9: "list height 422 px". */
const listHeight = 422;

interface NotificationsListProps {
  list: readonly UserNotification[];
  /** More than loaded: the next page loads when the list is scrolled to its end. */
  hasMore: boolean;
  onLoadMore: () => void;
  onOpen: (notification: UserNotification) => void;
  /** Told true when the list shows and false when it goes: the 2 seconds run while it is seen. */
  onShown: (shown: boolean) => void;
}

/** The bell's dropdown body: the notifications newest first, or 'No notifications'. */
export function NotificationsList({ list, hasMore, onLoadMore, onOpen, onShown }: NotificationsListProps) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  if (list.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl">
          <IconBellOff size={22} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {messages.notifications.empty}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={listHeight} type="auto" onBottomReached={hasMore ? onLoadMore : undefined}>
      <Stack gap={2}>
        {list.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onOpen={() => onOpen(notification)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
