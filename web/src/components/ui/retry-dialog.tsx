import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type Account,
  accountsNeedingAttention,
  blockedReasonText,
  messages,
  type PostView,
  retryAccounts,
} from '@kairos/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useOpenComposer } from '../../lib/open-composer';
import { useRetryPost } from '../../lib/retry-post';
import { AccountNameList } from './account-name-list';

interface RetryDialogProps {
  post: PostView;
  accounts: readonly Account[];
  onClose: () => void;
}

/** The accounts the retry list shows: those needing attention, minus Hootsuite-linked expired ones. */
export function accountsToRetry(post: PostView, accounts: readonly Account[]): Account[] {
  const needing = new Set(accountsNeedingAttention(post));
  return retryAccounts(accounts.filter((account) => needing.has(account._id)));
}

/**
 * Spec section 4, Retry: "retry opens a confirmation listing accounts not posted to, then a re-edit
 * modal to resend." 'Edit and resend' is that re-edit modal (the composer); 'Retry now' resends as is.
 */
export function RetryDialog({ post, accounts, onClose }: RetryDialogProps) {
  const openComposer = useOpenComposer();
  const retry = useRetryPost();
  const listed = accountsToRetry(post, accounts);
  const retryNow = () =>
    retry.mutate(
      { postId: post._id, accountIds: listed.map((account) => account._id) },
      { onSuccess: onClose },
    );

  return (
    <Modal opened onClose={onClose} title={messages.retry.tryAgain} centered size="md">
      <Stack gap="md">
        {post.blocked && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={messages.retry.blocked}>
            {post.blockedReason !== null && blockedReasonText(post.blockedReason)}
          </Alert>
        )}
        <Text size="sm">{messages.retry.notPostedTo}</Text>
        <AccountNameList accounts={listed} testId="retry-accounts" />
        <Text size="xs" c="dimmed">
          {messages.retry.tooltip}
        </Text>
        {retry.error !== null && (
          <Alert color="red" role="alert">
            {retry.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="light"
            onClick={() => {
              onClose();
              openComposer(post._id);
            }}
          >
            Edit and resend
          </Button>
          <Button onClick={retryNow} loading={retry.isPending} disabled={listed.length === 0}>
            Retry now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
