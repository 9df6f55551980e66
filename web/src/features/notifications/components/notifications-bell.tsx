import { ActionIcon, Indicator, Popover, Title } from '@mantine/core';
import { type UserNotification } from '@kairos/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { withAllStyles } from '../../../lib/with-all-styles';

// The dropdown's list (its scroll area) loads when the pointer reaches the bell, and a notification's
// post (read with core's schemas) on the first click: not with the first page (decision 0061).
const loadList = withAllStyles(() => import('./notifications-list'));
const NotificationsList = lazy(() => loadList().then((module) => ({ default: module.NotificationsList })));
const NotificationPost = lazy(
  withAllStyles(() => import('./notification-post').then((module) => ({ default: module.NotificationPost }))),
);

/** Spec section 9: "Notification seen delay 2000 ms". */
export const notificationSeenDelayMs = 2000;

type WithPost = UserNotification & { postId: string };

/** The bell and its dropdown; polls for new notifications. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<WithPost | null>(null);
  // The list is its own chunk: the 2 seconds start when it shows, not when the bell is clicked.
  const [listShown, setListShown] = useState(false);
  const { list, unseen, hasMore, loadMore } = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const { mutate: markAllSeen } = markSeen;

  // "A notification is unseen until the dropdown has been open 2 seconds, then all unseen are marked seen."
  useEffect(() => {
    if (!opened || !listShown || unseen === 0) return;
    const timer = setTimeout(() => markAllSeen(), notificationSeenDelayMs);
    return () => clearTimeout(timer);
  }, [opened, listShown, unseen, markAllSeen]);

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
              onMouseEnter={() => void loadList()}
              onFocus={() => void loadList()}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications list">
          <Title order={4} fz="md" p="xs" pb="sm">
            Notifications
          </Title>
          <Suspense fallback={null}>
            <NotificationsList
              list={list}
              hasMore={hasMore}
              onLoadMore={loadMore}
              onOpen={open}
              onShown={setListShown}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      {selected !== null && (
        <Suspense fallback={null}>
          <NotificationPost notification={selected} onClose={closeSelected} />
        </Suspense>
      )}
    </>
  );
}
