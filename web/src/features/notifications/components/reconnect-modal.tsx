import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Account, accountsNeedingAttention, type PostView } from '@kairos/core';
import { Link } from 'react-router';
import { AccountNameList } from '../../../components/ui/account-name-list';

interface ReconnectModalProps {
  post: PostView;
  accounts: readonly Account[];
  calendarId: string;
  onClose: () => void;
}

/**
 * Section 4, Notifications: "If blocked, the accounts needing attention are all its accounts;
 * otherwise the accounts lacking a successful postedInfo entry. A reconnect modal then opens."
 */
export function ReconnectModal({ post, accounts, calendarId, onClose }: ReconnectModalProps) {
  const needing = new Set(accountsNeedingAttention(post));
  const listed = accounts.filter((account) => needing.has(account._id));
  return (
    <Modal opened onClose={onClose} title="Reconnect your accounts" centered>
      <Stack gap="md">
        <Text size="sm">These accounts need to be reconnected before this post can be published:</Text>
        <AccountNameList accounts={listed} testId="reconnect-accounts" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to={`/${calendarId}/settings#accounts`} onClick={onClose}>
            Reconnect in Settings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
