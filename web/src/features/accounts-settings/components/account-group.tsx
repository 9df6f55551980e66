import { Divider, Group, Paper, Text } from '@mantine/core';
import { type Account } from '@kairos/core';
import { Fragment } from 'react';
import { type AccountGroup as AccountGroupData } from '../lib/group-accounts';
import { AccountRow } from './account-row';
import { NetworkIcon } from './network-icon';

interface AccountGroupProps {
  group: AccountGroupData;
  canEdit: boolean;
  onReconnect: (account: Account) => void;
  onError: (error: unknown) => void;
}

/** One network's accounts under its name and mark. */
export function AccountGroup({ group, canEdit, onReconnect, onError }: AccountGroupProps) {
  return (
    <Paper withBorder radius="md" component="section" aria-label={group.name}>
      <Group
        gap="sm"
        px="md"
        py="sm"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0' }}
      >
        <NetworkIcon socialMedia={group.socialMedia} name={group.name} size={28} />
        <Text fw={600} size="sm">
          {group.name}
        </Text>
        <Text size="sm" c="dimmed">
          {group.accounts.length}
        </Text>
      </Group>
      {group.accounts.map((account) => (
        <Fragment key={account._id}>
          <Divider />
          <AccountRow account={account} canEdit={canEdit} onReconnect={onReconnect} onError={onError} />
        </Fragment>
      ))}
    </Paper>
  );
}
