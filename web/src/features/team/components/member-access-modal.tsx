import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Calendar, type MemberRole, type TeamMember } from '@kairos/core';
import { type FormEvent, useState } from 'react';
import { useUpdateMember } from '../api/update-member';
import { usesEveryCalendar } from '../lib/member-roles';
import { type MemberAccess, MemberAccessFields } from './member-access-fields';

interface MemberAccessModalProps {
  member: TeamMember & { role: MemberRole };
  calendars: readonly Calendar[];
  onClose: () => void;
}

/** Change a member's role and calendars (PUT /api/team/members/{id}). */
export function MemberAccessModal({ member, calendars, onClose }: MemberAccessModalProps) {
  const [access, setAccess] = useState<MemberAccess>({
    role: member.role,
    calendars: member.access.calendars,
  });
  const update = useUpdateMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    const calendarIds = usesEveryCalendar(access.role) ? [] : access.calendars;
    update.mutate({ id: member._id, role: access.role, calendars: calendarIds }, { onSuccess: onClose });
  }

  return (
    <Modal opened onClose={onClose} title={`Access of ${member.name}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
          {update.error !== null && (
            <Alert color="red" variant="light" role="alert">
              {update.error.message}
            </Alert>
          )}
          <MemberAccessFields value={access} onChange={setAccess} calendars={calendars} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
