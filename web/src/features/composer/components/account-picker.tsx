import { Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { type Account, networkTable, pickerAccounts } from '@kairos/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountAvatars } from './account-avatars';
import { AccountGroup } from './account-group';

interface AccountPickerProps {
  accounts: readonly Account[];
  selectedIds: readonly string[];
  calendarId: string;
  onChange: (accountIds: string[]) => void;
}

/** Section 9: the picker's "menu max height 363 px". */
const menuMaxHeight = 363;

function groupByNetwork(accounts: readonly Account[]): [string, Account[]][] {
  const groups = new Map<string, Account[]>();
  for (const account of pickerAccounts(accounts)) {
    const name = networkTable[account.socialMedia].name;
    groups.set(name, [...(groups.get(name) ?? []), account]);
  }
  return [...groups];
}

/** 'Select account(s)': grouped by network, up to 5 avatars plus '+ N' on the button. */
export function AccountPicker({ accounts, selectedIds, calendarId, onChange }: AccountPickerProps) {
  const [opened, setOpened] = useState(false);
  const [collapsed, setCollapsed] = useState<readonly string[]>([]);
  const selected = accounts.filter((account) => selectedIds.includes(account._id));
  const groups = groupByNetwork(accounts);

  const toggleAccount = (accountId: string) =>
    onChange(
      selectedIds.includes(accountId)
        ? selectedIds.filter((id) => id !== accountId)
        : [...selectedIds, accountId],
    );
  const toggleGroup = (network: string) =>
    setCollapsed((current) =>
      current.includes(network) ? current.filter((name) => name !== network) : [...current, network],
    );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-start"
      shadow="md"
      width={340}
      withinPortal
      zIndex={250}
    >
      <Popover.Target>
        <Button
          variant="default"
          h={40}
          rightSection={<IconChevronDown size={16} />}
          onClick={() => setOpened((open) => !open)}
          aria-label="Select account(s)"
          data-testid="account-picker"
        >
          <AccountAvatars accounts={selected} />
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <ScrollArea.Autosize mah={menuMaxHeight} type="auto">
          {groups.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              No accounts yet. Connect one in Settings.
            </Text>
          ) : (
            <Stack gap={4}>
              {groups.map(([network, groupAccounts]) => (
                <AccountGroup
                  key={network}
                  network={network}
                  accounts={groupAccounts}
                  selectedIds={selectedIds}
                  collapsed={collapsed.includes(network)}
                  calendarId={calendarId}
                  onToggleCollapsed={() => toggleGroup(network)}
                  onToggleAccount={toggleAccount}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
