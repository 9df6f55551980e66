import { Group, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { type PlacedPost } from '../model/calendar-days';
import classes from './calendar.module.css';
import { DayLoadBadge } from './day-load-badge';
import { HourCell } from './hour-cell';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

interface TimeGridViewProps {
  days: readonly string[];
  today: string;
  postsByDay: Map<string, PlacedPost[]>;
  onOpenDay: (date: string) => void;
  onDropPost: (postId: string, date: string, time: string) => void;
}

/** The week and day views: an hour per row, a day per column, in the user's time zone. */
export function TimeGridView({ days, today, postsByDay, onOpenDay, onDropPost }: TimeGridViewProps) {
  return (
    <div
      className={classes.timeGrid}
      style={{ gridTemplateColumns: `64px repeat(${days.length}, minmax(0, 1fr))` }}
      aria-label={days.length === 1 ? 'Day' : 'Week'}
    >
      <div className={classes.columnHeader} style={{ borderLeft: 'none' }} />
      {days.map((date) => (
        <div key={date} className={classes.columnHeader}>
          <Group justify="space-between" wrap="nowrap">
            <UnstyledButton onClick={() => onOpenDay(date)}>
              <Text size="sm" fw={date === today ? 800 : 600} c={date === today ? 'indigo.7' : undefined}>
                {dayFormat.format(new Date(`${date}T00:00:00Z`))}
              </Text>
            </UnstyledButton>
            {(postsByDay.get(date)?.length ?? 0) > 0 && (
              <DayLoadBadge count={postsByDay.get(date)?.length ?? 0} />
            )}
          </Group>
        </div>
      ))}
      {hours.map((hour) => (
        <Fragment key={hour}>
          <div className={classes.hourLabel}>{hour}</div>
          {days.map((date) => (
            <HourCell
              key={date}
              date={date}
              hour={hour}
              posts={(postsByDay.get(date) ?? []).filter(
                (placed) => placed.time.slice(0, 2) === hour.slice(0, 2),
              )}
              onDropPost={(postId) => onDropPost(postId, date, hour)}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
