import { Alert, Button, Loader, Stack, Table } from '@mantine/core';
import { type Calendar, canManageTeam, type MemberRole, type TeamMember, type User } from '@kairos/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ContactAdminHint } from '../../../components/ui/contact-admin-hint';
import { SectionCard } from '../../../components/ui/section-card';
import { useMembers } from '../api/get-members';
import { InviteMemberModal } from './invite-member-modal';
import { MemberAccessModal } from './member-access-modal';
import { MemberRow } from './member-row';
import { useMemberActions } from './use-member-actions';

interface TeamSectionProps {
  user: User;
  /** The calendars the user sees. */
  calendars: readonly Calendar[];
  currentCalendarId: string;
}

type Changeable = TeamMember & { role: MemberRole };

const isChangeable = (member: TeamMember, user: User): member is Changeable =>
  member.role !== null && member._id !== user._id;

/**
 * The team: who is in it, their role, status and calendars. Owners and admins invite, change and
 * remove (section 6's admin-only checks); the others read it, with 'Contact your admin'.
 */
export function TeamSection({ user, calendars, currentCalendarId }: TeamSectionProps) {
  const members = useMembers();
  const manages = canManageTeam(user);
  const actions = useMemberActions();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Changeable | null>(null);

  return (
    <SectionCard
      title="Team"
      description="The people who work in your calendars, their roles and the calendars each can use."
      actions={
        manages ? (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
            Invite member
          </Button>
        ) : (
          <Stack gap={4} align="flex-end">
            <Button leftSection={<IconUserPlus size={16} />} disabled>
              Invite member
            </Button>
            <ContactAdminHint />
          </Stack>
        )
      }
    >
      {members.isPending && <Loader size="sm" mx="auto" display="block" />}
      {members.isError && (
        <Alert color="red" variant="light">
          {members.error.message}
        </Alert>
      )}
      {members.isSuccess && (
        <Table verticalSpacing="sm" aria-label="Team members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Calendars</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => (
              <MemberRow
                key={member._id}
                member={member}
                calendars={calendars}
                changeable={manages && isChangeable(member, user)}
                isSelf={member._id === user._id}
                onChangeAccess={() => isChangeable(member, user) && setChanging(member)}
                onResend={() => actions.resendInvitation(member)}
                onRemove={() => actions.confirmRemoval(member)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {inviting && (
        <InviteMemberModal
          calendars={calendars}
          currentCalendarId={currentCalendarId}
          onClose={() => setInviting(false)}
        />
      )}
      {changing !== null && (
        <MemberAccessModal member={changing} calendars={calendars} onClose={() => setChanging(null)} />
      )}
    </SectionCard>
  );
}
