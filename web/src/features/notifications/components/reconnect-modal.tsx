import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Account, accountsNeedingAttention, type PostView } from '@kairos/core';
import { Link } from 'react-router';

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
        <Stack gap="xs" data-testid="reconnect-accounts">
          {listed.map((account) => (
            <Group key={account._id} gap="sm">
              <Avatar src={account.avatar} size={28} radius="xl" color="violet">
                {account.name.slice(0, 1)}
              </Avatar>
              <Text size="sm" fw={500}>
                {account.name}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to={`/${calendarId}/settings`} onClick={onClose}>
            Reconnect in Settings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
