import { ActionIcon, Avatar, Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { type Account, messages } from '@kairos/core';
import { IconTrash } from '@tabler/icons-react';
import { useConfirmRemove } from './use-confirm-remove';
import { useUpdateAccount } from '../api/update-account';

interface AccountRowProps {
  account: Account;
  /** Owners, admins and editors of this calendar (core canEditCalendar); others only look. */
  canEdit: boolean;
  onReconnect: (account: Account) => void;
  onError: (error: unknown) => void;
}

function typeLabel(type: string | null): string {
  if (type === null || type === '') return 'Profile';
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export function AccountRow({ account, canEdit, onReconnect, onError }: AccountRowProps) {
  const updateAccount = useUpdateAccount();
  const confirmRemove = useConfirmRemove(onError);
  const enabled = !account.disabled;

  return (
    <Group justify="space-between" wrap="nowrap" py="sm" px="md" data-testid="account-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={account.avatar} alt="" radius="xl" size={40} name={account.name} color="initials" />
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" truncate="end" c={account.disabled ? 'dimmed' : undefined}>
              {account.name}
            </Text>
            {account.disabled && (
              <Badge size="xs" variant="light" color="gray">
                Disabled
              </Badge>
            )}
            {account.tokenExpired && (
              <Badge size="xs" variant="light" color="yellow">
                Expired
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {typeLabel(account.type)}
          </Text>
        </Stack>
      </Group>
      <Group gap="md" wrap="nowrap">
        {account.tokenExpired && canEdit && (
          <Button size="compact-sm" variant="light" color="yellow" onClick={() => onReconnect(account)}>
            {messages.accounts.reconnect}
          </Button>
        )}
        {canEdit && (
          <>
            <Switch
              aria-label={`Enable ${account.name}`}
              checked={enabled}
              disabled={updateAccount.isPending}
              onChange={(event) =>
                updateAccount.mutate({ id: account._id, disabled: !event.currentTarget.checked }, { onError })
              }
            />
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${account.name}`}
                onClick={() => confirmRemove(account)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </Group>
    </Group>
  );
}
