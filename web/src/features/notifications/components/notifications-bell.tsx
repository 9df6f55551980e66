import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages, type UserNotification } from '@kairos/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { NotificationItem } from './notification-item';
import { NotificationPost } from './notification-post';

/** Spec section 9: "Notification seen delay 2000 ms; list height 422 px". */
export const notificationSeenDelayMs = 2000;
const listHeight = 422;

type WithPost = UserNotification & { postId: string };

/** The bell and its dropdown; polls for new notifications. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<WithPost | null>(null);
  const { list, unseen, hasMore, loadMore } = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const { mutate: markAllSeen } = markSeen;

  // "A notification is unseen until the dropdown has been open 2 seconds, then all unseen are marked seen."
  useEffect(() => {
    if (!opened || unseen === 0) return;
    const timer = setTimeout(() => markAllSeen(), notificationSeenDelayMs);
    return () => clearTimeout(timer);
  }, [opened, unseen, markAllSeen]);

  const closeSelected = useCallback(() => setSelected(null), []);
  const open = (notification: UserNotification) => {
    if (notification.postId === null) return;
    setOpened(false);
    setSelected({ ...notification, postId: notification.postId });
  };

  return (
    <>
      <Popover
        width={380}
        position="bottom-end"
        shadow="md"
        withinPortal
        opened={opened}
        onChange={setOpened}
      >
        <Popover.Target>
          <Indicator label={unseen} size={18} disabled={unseen === 0} color="red" offset={6}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="xl"
              aria-label={unseen > 0 ? `Notifications (${unseen} unseen)` : 'Notifications'}
              onClick={() => setOpened((current) => !current)}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications list">
          <Title order={4} fz="md" p="xs" pb="sm">
            Notifications
          </Title>
          {list.length === 0 ? (
            <Stack align="center" gap="xs" py="lg">
              <ThemeIcon variant="light" color="gray" size={44} radius="xl">
                <IconBellOff size={22} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {messages.notifications.empty}
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize
              mah={listHeight}
              type="auto"
              onBottomReached={hasMore ? loadMore : undefined}
            >
              <Stack gap={2}>
                {list.map((notification) => (
                  <NotificationItem
                    key={notification._id}
                    notification={notification}
                    onOpen={() => open(notification)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      {selected !== null && <NotificationPost notification={selected} onClose={closeSelected} />}
    </>
  );
}
