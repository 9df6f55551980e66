import { Anchor, Avatar, Checkbox, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Account, accountChoice, messages } from '@kairos/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

interface AccountGroupProps {
  network: string;
  accounts: readonly Account[];
  selectedIds: readonly string[];
  collapsed: boolean;
  calendarId: string;
  onToggleCollapsed: () => void;
  onToggleAccount: (accountId: string) => void;
}

/** One network's accounts in the picker; a group collapses and expands from its header. */
export function AccountGroup(props: AccountGroupProps) {
  const { network, accounts, selectedIds, collapsed, calendarId, onToggleCollapsed, onToggleAccount } = props;
  const Chevron = collapsed ? IconChevronRight : IconChevronDown;
  return (
    <Stack gap={2} role="group" aria-label={network}>
      <UnstyledButton onClick={onToggleCollapsed} px="xs" py={6} aria-expanded={!collapsed}>
        <Group gap={6}>
          <Chevron size={14} />
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {network} ({accounts.length})
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={!collapsed}>
        <Stack gap={2}>
          {accounts.map((account) => {
            const choice = accountChoice(account);
            return (
              <Group key={account._id} gap="sm" px="xs" py={4} wrap="nowrap" justify="space-between">
                <Checkbox
                  checked={selectedIds.includes(account._id)}
                  disabled={!choice.selectable}
                  onChange={() => onToggleAccount(account._id)}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={account.avatar} size={26} radius="xl">
                        {account.name.slice(0, 1)}
                      </Avatar>
                      <Stack gap={0}>
                        <Text size="sm" lineClamp={1}>
                          {account.name}
                        </Text>
                        {account.type !== null && (
                          <Text size="xs" c="dimmed" tt="capitalize">
                            {account.type}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  }
                />
                {choice.showReconnect && (
                  <Anchor component={Link} to={`/${calendarId}/settings#accounts`} size="xs" c="red">
                    {messages.accounts.reconnect}
                  </Anchor>
                )}
              </Group>
            );
          })}
        </Stack>
      </Collapse>
    </Stack>
  );
}
