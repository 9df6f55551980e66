import { ActionIcon, ColorSwatch, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { type Calendar, messages } from '@kairos/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import classes from './calendar-dropdown.module.css';

interface CalendarOptionProps {
  calendar: Calendar;
  selected: boolean;
  /** Section 6's edit check for this calendar. */
  canEdit: boolean;
  onSelect: () => void;
  onEdit: () => void;
}

export function CalendarOption({ calendar, selected, canEdit, onSelect, onEdit }: CalendarOptionProps) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.option} data-selected={selected || undefined}>
      <UnstyledButton
        className={classes.optionButton}
        onClick={onSelect}
        aria-current={selected || undefined}
      >
        <Group gap="sm" wrap="nowrap">
          <ColorSwatch color={calendar.color} size={12} withShadow={false} />
          <Text size="sm" truncate="end" fw={selected ? 600 : 400} style={{ flex: 1 }}>
            {calendar.name}
          </Text>
          {selected && <IconCheck size={16} color="var(--mantine-primary-color-filled)" />}
        </Group>
      </UnstyledButton>
      <Tooltip
        label={canEdit ? `Edit ${calendar.name}` : messages.calendars.contactAdminTooltip}
        multiline
        maw={260}
        withArrow
        // Beside the row, outside the dropdown: above, it covered the calendars listed there.
        position="right"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Edit ${calendar.name}`}
          disabled={!canEdit}
          onClick={onEdit}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
