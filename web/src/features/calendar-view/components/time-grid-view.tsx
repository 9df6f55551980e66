import { Group, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useLayoutEffect, useMemo, useRef } from 'react';
import { type PlacedPost } from '../model/calendar-days';
import classes from './calendar.module.css';
import { DayLoadBadge } from './day-load-badge';
import { HourCell } from './hour-cell';

/** The week and day views open on the working day: this hour is the first row shown. */
export const firstShownHour = '07:00';

const noPosts: readonly PlacedPost[] = [];

/** The posts of each day and hour ('YYYY-MM-DD HH'), in one pass over the days shown. */
function byHour(days: readonly string[], postsByDay: Map<string, PlacedPost[]>) {
  const cells = new Map<string, PlacedPost[]>();
  for (const date of days) {
    for (const placed of postsByDay.get(date) ?? []) {
      const key = `${date} ${placed.post.time.slice(0, 2)}`;
      const cell = cells.get(key);
      if (cell === undefined) cells.set(key, [placed]);
      else cell.push(placed);
    }
  }
  return cells;
}

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
  /** Stable handlers (the cells are memoized). */
  onDropPost: (postId: string, date: string, hour: string) => void;
}

/** The week and day views: an hour per row, a day per column, in the user's time zone. */
export function TimeGridView({ days, today, postsByDay, onOpenDay, onDropPost }: TimeGridViewProps) {
  const grid = useRef<HTMLDivElement>(null);
  const shownDays = days.join(',');
  const cells = useMemo(() => byHour(days, postsByDay), [days, postsByDay]);
  // Scrolls to the morning when the view opens or moves to other days, under the sticky day headers.
  useLayoutEffect(() => {
    const element = grid.current;
    const morning = element?.querySelector<HTMLElement>(`[data-hour="${firstShownHour}"]`);
    const header = element?.querySelector<HTMLElement>('[data-column-header]');
    if (element && morning) element.scrollTop = morning.offsetTop - (header?.offsetHeight ?? 0);
  }, [shownDays]);
  return (
    <div
      ref={grid}
      className={classes.timeGrid}
      style={{ gridTemplateColumns: `64px repeat(${days.length}, minmax(0, 1fr))` }}
      aria-label={days.length === 1 ? 'Day' : 'Week'}
    >
      <div className={classes.columnHeader} style={{ borderLeft: 'none' }} data-column-header />
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
          <div className={classes.hourLabel} data-hour={hour}>
            {hour}
          </div>
          {days.map((date) => (
            <HourCell
              key={date}
              date={date}
              hour={hour}
              posts={cells.get(`${date} ${hour.slice(0, 2)}`) ?? noPosts}
              onDropPost={onDropPost}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
