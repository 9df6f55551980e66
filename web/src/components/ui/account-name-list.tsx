import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Account } from '@kairos/core';

interface AccountNameListProps {
  accounts: readonly Pick<Account, '_id' | 'name' | 'avatar'>[];
  testId?: string;
}

/** The accounts a dialog is about (retry, reconnect): avatar and name, one per line. */
export function AccountNameList({ accounts, testId }: AccountNameListProps) {
  return (
    <Stack gap="xs" data-testid={testId}>
      {accounts.map((account) => (
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
  );
}
