import '@mantine/dates/styles.css';
import { Button, Group, Popover, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

interface ScheduleDayPickerProps {
  date: string | null;
  /** Today in the user's zone: "no dates before today in the user's timezone". */
  minDate: string;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onChange: (date: string) => void;
}

/** "the schedule date is shown as MM/DD"; the picker has month navigation, one day, and 'Next'. */
export function ScheduleDayPicker({
  date,
  minDate,
  opened,
  onOpenedChange,
  onChange,
}: ScheduleDayPickerProps) {
  const label = date === null ? 'MM/DD' : `${date.slice(5, 7)}/${date.slice(8, 10)}`;
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-start"
      shadow="md"
      withinPortal
      zIndex={250}
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} />}
          onClick={() => onOpenedChange(!opened)}
          // Escape on the field closes its open picker first, as an open list does (Mantine's
          // mark keeps the composer from taking that Escape as a request to close).
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) onOpenedChange(false);
          }}
          data-mantine-stop-propagation={opened || undefined}
          aria-label="Schedule date"
          w={130}
          justify="flex-start"
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <DatePicker
            value={date}
            minDate={minDate}
            defaultDate={date ?? minDate}
            onChange={(value) => {
              if (value !== null) onChange(value);
            }}
          />
          <Group justify="flex-end">
            <Button size="xs" disabled={date === null} onClick={() => onOpenedChange(false)}>
              Next
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
