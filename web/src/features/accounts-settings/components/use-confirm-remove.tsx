import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Account } from '@kairos/core';
import { useRemoveAccount } from '../api/remove-account';

/** Asks before removing an account, in the calendars' confirmation style (Yes / No, red Yes). */
export function useConfirmRemove(onError: (error: unknown) => void) {
  const removeAccount = useRemoveAccount();
  return (account: Account) =>
    modals.openConfirmModal({
      title: 'Remove account',
      centered: true,
      children: (
        // ours: the spec gives no wording for removing an account
        <Text size="sm">
          Are you sure you want to remove {account.name}? Its scheduled posts will no longer be published to
          it.
        </Text>
      ),
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeAccount.mutate(account._id, { onError }),
    });
}
