import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type UserNotification } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RetryDialog } from '../../../components/ui/retry-dialog';
import { calendarAccountsQuery } from '../../../lib/calendar-accounts-query';
import { useOpenComposer } from '../../../lib/open-composer';
import { postNeedsAttention } from '../../../lib/post-attention';
import { onePostQuery } from '../../../lib/posts-query';
import { ReconnectModal } from './reconnect-modal';

interface NotificationPostProps {
  notification: UserNotification & { postId: string };
  onClose: () => void;
}

/**
 * "Clicking a notification with a post id loads the post": reconnect cases open the reconnect modal,
 * posts that did not go out open the retry flow, others open in the composer; a post that is gone
 * shows 'not found'.
 */
export function NotificationPost({ notification, onClose }: NotificationPostProps) {
  const calendarId = useParams().calendarId ?? '';
  const openComposer = useOpenComposer();
  const post = useQuery({ ...onePostQuery(notification.postId), retry: false });
  const accounts = useQuery({
    ...calendarAccountsQuery(post.data?.calendarId ?? ''),
    enabled: post.isSuccess,
  });
  const opensComposer =
    post.data !== undefined && !notification.needToReconnect && !postNeedsAttention(post.data);

  useEffect(() => {
    if (!opensComposer || post.data === undefined) return;
    onClose();
    openComposer(post.data._id);
  }, [opensComposer, post.data, onClose, openComposer]);

  if (post.isError) {
    return (
      <Modal opened onClose={onClose} title="Post not found" centered>
        <Stack gap="md">
          <Text size="sm">This post could not be found. It may have been deleted.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (post.data === undefined || accounts.data === undefined || opensComposer) {
    return (
      <Modal opened onClose={onClose} withCloseButton={false} centered size="xs">
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      </Modal>
    );
  }
  if (notification.needToReconnect) {
    return (
      <ReconnectModal
        post={post.data}
        accounts={accounts.data}
        calendarId={calendarId || post.data.calendarId}
        onClose={onClose}
      />
    );
  }
  return <RetryDialog post={post.data} accounts={accounts.data} onClose={onClose} />;
}
