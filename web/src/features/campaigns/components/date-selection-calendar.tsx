import {
  type DateSelectionMode,
  type DateSelectionRules,
  isDaySelectable,
  isRepeatClick,
  selectDay,
} from '@kairos/core';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { monthDays, monthTitle, stepMonth } from '../model/month-grid';
import classes from './campaigns.module.css';

interface DateSelectionCalendarProps {
  /** 'YYYY-MM' shown. */
  month: string;
  onMonthChange: (month: string) => void;
  mode: DateSelectionMode;
  selection: readonly string[];
  rules: DateSelectionRules;
  onChange: (selection: string[]) => void;
  /** Posts already planned per day ('YYYY-MM-DD'), shown in the corner of each day. */
  counts?: ReadonlyMap<string, number>;
  /** The clock, for the 500 ms rule (tests pass their own). */
  now?: () => number;
}

const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const labelFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** Whether `day` lies inside the chosen period (for range and singleEndDate, which select two ends). */
function inPeriod(day: string, mode: DateSelectionMode, selection: readonly string[], startDate?: string) {
  if (mode === 'range' && selection.length === 2)
    return day >= (selection[0] ?? '') && day <= (selection[1] ?? '');
  if (mode === 'singleEndDate' && startDate !== undefined && selection.length === 1) {
    return day >= startDate && day <= (selection[0] ?? '');
  }
  return false;
}

/**
 * The campaign's month calendar: "clicking a day toggles it" in the mode chosen; "past days cannot be
 * clicked; repeat clicks on the same day within 500 ms are ignored".
 */
export function DateSelectionCalendar(props: DateSelectionCalendarProps) {
  const { month, onMonthChange, mode, selection, rules, onChange, counts, now = Date.now } = props;
  const lastClick = useRef<{ day: string; at: number } | null>(null);

  function click(day: string) {
    const at = now();
    if (isRepeatClick(lastClick.current, day, at)) return;
    lastClick.current = { day, at };
    onChange(selectDay(selection, mode, day, rules));
  }

  return (
    <div className={classes.calendar} data-testid="campaign-calendar">
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="subtle"
          aria-label="Previous month"
          onClick={() => onMonthChange(stepMonth(month, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700}>{monthTitle(month)}</Text>
        <ActionIcon
          variant="subtle"
          aria-label="Next month"
          onClick={() => onMonthChange(stepMonth(month, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <div className={classes.weekGrid}>
        {weekDays.map((name) => (
          <Text key={name} size="xs" c="dimmed" ta="center" fw={600}>
            {name}
          </Text>
        ))}
        {monthDays(month).map((day) => {
          const outside = day.slice(0, 7) !== month;
          const selectable = isDaySelectable(day, selection, mode, rules);
          const selected = selection.includes(day) || (mode === 'singleEndDate' && day === rules.startDate);
          const count = counts?.get(day) ?? 0;
          return (
            <UnstyledButton
              key={day}
              className={classes.day}
              data-outside={outside || undefined}
              data-selected={selected || undefined}
              data-in-period={inPeriod(day, mode, selection, rules.startDate) || undefined}
              data-today={day === rules.today || undefined}
              disabled={!selectable}
              aria-pressed={selected}
              aria-label={labelFormat.format(new Date(`${day}T00:00:00Z`))}
              data-date={day}
              onClick={() => click(day)}
            >
              <span>{Number(day.slice(8))}</span>
              {count > 0 && <span className={classes.dayCount}>{count}</span>}
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
}
