import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { type Calendar, type TeamMember } from '@kairos/core';
import { IconDots, IconKey, IconMailForward, IconUserMinus } from '@tabler/icons-react';
import { roleLabel, usesEveryCalendar } from '../lib/member-roles';

interface MemberRowProps {
  member: TeamMember;
  /** The calendars the viewer sees, to name the member's. */
  calendars: readonly Calendar[];
  /** Owners and admins change others; nobody changes the owner or themselves here. */
  changeable: boolean;
  isSelf: boolean;
  onChangeAccess: () => void;
  onResend: () => void;
  onRemove: () => void;
}

function CalendarBadges({ member, calendars }: { member: TeamMember; calendars: readonly Calendar[] }) {
  if (usesEveryCalendar(member.role)) return <Text size="sm">All calendars</Text>;
  const named = calendars.filter((calendar) => member.access.calendars.includes(calendar._id));
  if (named.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No calendars
      </Text>
    );
  return (
    <Group gap={4}>
      {named.map((calendar) => (
        <Badge key={calendar._id} variant="dot" color={calendar.color} tt="none">
          {calendar.name}
        </Badge>
      ))}
    </Group>
  );
}

export function MemberRow(props: MemberRowProps) {
  const { member, calendars, changeable, isSelf } = props;
  const invited = member.status === 'invited';
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.avatar} name={member.name} color="initials" radius="xl" />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {member.name}
              {isSelf && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  (you)
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {member.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{roleLabel(member.role)}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={invited ? 'yellow' : 'teal'} variant="light">
          {invited ? 'Invited' : 'Active'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <CalendarBadges member={member} calendars={calendars} />
      </Table.Td>
      <Table.Td w={56}>
        {changeable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconKey size={16} />} onClick={props.onChangeAccess}>
                Change role and calendars
              </Menu.Item>
              {invited && (
                <Menu.Item leftSection={<IconMailForward size={16} />} onClick={props.onResend}>
                  Resend invitation
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconUserMinus size={16} />} onClick={props.onRemove}>
                {invited ? 'Revoke invitation' : 'Remove from team'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
