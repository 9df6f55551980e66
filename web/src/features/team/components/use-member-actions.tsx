import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { messages, type TeamMember } from '@kairos/core';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';

const showFailure = (error: Error) => notifications.show({ color: 'red', message: error.message });

/** Resend and revoke an invitation, remove a member: each confirmed first where it cannot be undone. */
export function useMemberActions() {
  const resend = useResendInvitation();
  const remove = useRemoveMember();

  function resendInvitation(member: TeamMember) {
    resend.mutate(member._id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: messages.team.invitationResent(member.email) }),
      onError: showFailure,
    });
  }

  function confirmRemoval(member: TeamMember) {
    const invited = member.status === 'invited';
    modals.openConfirmModal({
      title: invited ? 'Revoke invitation' : 'Remove member',
      centered: true,
      children: (
        <Text size="sm">
          {invited
            ? messages.team.revokeConfirmation(member.email)
            : messages.team.removeConfirmation(member.name)}
        </Text>
      ),
      labels: { confirm: invited ? 'Revoke' : 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member._id, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: invited
                ? `The invitation to ${member.email} has been revoked.`
                : messages.team.memberRemoved(member.name),
            }),
          onError: showFailure,
        }),
    });
  }

  return { resendInvitation, confirmRemoval };
}
