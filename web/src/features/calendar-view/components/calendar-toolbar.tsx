import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CalendarViewName, startOfWeek } from '../model/calendar-days';
import { MonthPickerButton } from './month-picker-button';

interface CalendarToolbarProps {
  view: CalendarViewName;
  date: string;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onPick: (next: { view?: CalendarViewName; date?: string }) => void;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function heading(view: CalendarViewName, date: string): string {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  if (view === 'month') return monthFormat.format(at(date));
  if (view === 'day') return dayFormat.format(at(date));
  const start = at(startOfWeek(date));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return `${shortFormat.format(start)} – ${shortFormat.format(end)}, ${end.getUTCFullYear()}`;
}

/** Prev / next arrows, Today, the month picker and the view switch. */
export function CalendarToolbar({ view, date, onStep, onToday, onPick }: CalendarToolbarProps) {
  return (
    <Group justify="space-between" mb="md" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => onStep(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          Today
        </Button>
        <Title order={2} fz={22} ml="xs" data-testid="calendar-heading">
          {heading(view, date)}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <MonthPickerButton date={date} onPick={(day) => onPick({ view: 'month', date: day })} />
        <SegmentedControl
          value={view}
          onChange={(value) => onPick({ view: value })}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
            { value: 'day', label: 'Day' },
          ]}
        />
      </Group>
    </Group>
  );
}
