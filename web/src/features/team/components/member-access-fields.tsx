import { Checkbox, ColorSwatch, Group, Select, Stack, Text } from '@mantine/core';
import { type Calendar, type MemberRole } from '@kairos/core';
import { roleOptions, usesEveryCalendar } from '../lib/member-roles';

export interface MemberAccess {
  role: MemberRole;
  calendars: string[];
}

interface MemberAccessFieldsProps {
  value: MemberAccess;
  onChange: (value: MemberAccess) => void;
  /** The calendars the person may be given. */
  calendars: readonly Calendar[];
  calendarsError?: string | undefined;
}

/** A member's role and the calendars they may use (User.access.calendars). */
export function MemberAccessFields({ value, onChange, calendars, calendarsError }: MemberAccessFieldsProps) {
  const everyCalendar = usesEveryCalendar(value.role);
  return (
    <Stack gap="md">
      <Select
        label="Role"
        data={roleOptions.map(({ value: role, label }) => ({ value: role, label }))}
        value={value.role}
        allowDeselect={false}
        description={roleOptions.find((option) => option.value === value.role)?.description}
        onChange={(role) => {
          const chosen = roleOptions.find((option) => option.value === role);
          if (chosen !== undefined) onChange({ ...value, role: chosen.value });
        }}
      />
      <Checkbox.Group
        label="Calendars"
        description={everyCalendar ? 'Admins work in every calendar.' : 'The calendars this person can use.'}
        value={everyCalendar ? calendars.map((calendar) => calendar._id) : value.calendars}
        onChange={(calendarIds) => onChange({ ...value, calendars: calendarIds })}
        error={calendarsError}
      >
        <Stack gap="xs" mt="xs">
          {calendars.map((calendar) => (
            <Checkbox
              key={calendar._id}
              value={calendar._id}
              disabled={everyCalendar}
              label={
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch color={calendar.color} size={10} withShadow={false} />
                  <Text size="sm">{calendar.name}</Text>
                </Group>
              }
              aria-label={calendar.name}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
