import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { type Account } from '@kairos/core';

/** Section 9: "Account picker max 5 avatars"; the rest read '+ N'. */
export const maxAvatars = 5;

interface AccountAvatarsProps {
  accounts: readonly Account[];
}

export function AccountAvatars({ accounts }: AccountAvatarsProps) {
  if (accounts.length === 0) {
    return <Text size="sm">Select account(s)</Text>;
  }
  const shown = accounts.slice(0, maxAvatars);
  const rest = accounts.length - shown.length;
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar.Group spacing={8}>
        {shown.map((account) => (
          <Tooltip key={account._id} label={account.name} withinPortal>
            <Avatar src={account.avatar} alt={account.name} size={28} radius="xl" data-testid="picker-avatar">
              {account.name.slice(0, 1)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      {rest > 0 && (
        <Text size="sm" fw={600} data-testid="picker-more">
          + {rest}
        </Text>
      )}
    </Group>
  );
}
