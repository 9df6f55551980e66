import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type PlacedPost } from '../model/calendar-days';
import { usePostDrop } from '../model/use-post-drop';
import classes from './calendar.module.css';
import { DayLoadBadge } from './day-load-badge';
import { PostChip } from './post-chip';

const shownPerDay = 3;

interface MonthDayProps {
  date: string;
  posts: readonly PlacedPost[];
  outside: boolean;
  today: boolean;
  onOpenDay: () => void;
  onDropPost: (postId: string) => void;
}

/** One day of the month grid: its number (opens the day), its load and its first posts. */
export function MonthDay({ date, posts, outside, today, onOpenDay, onDropPost }: MonthDayProps) {
  const { over, dropProps } = usePostDrop(onDropPost);
  const hidden = posts.length - shownPerDay;
  return (
    <div
      className={classes.day}
      data-outside={outside || undefined}
      data-drop-target={over || undefined}
      data-date={date}
      data-testid="calendar-day"
      {...dropProps}
    >
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          className={classes.dayNumber}
          data-today={today || undefined}
          onClick={onOpenDay}
          aria-label={`Open ${date}`}
        >
          {Number(date.slice(8))}
        </UnstyledButton>
        {posts.length > 0 && <DayLoadBadge count={posts.length} />}
      </Group>
      <Stack gap={3}>
        {posts.slice(0, shownPerDay).map((placed) => (
          <PostChip key={placed.post._id} placed={placed} />
        ))}
        {hidden > 0 && (
          <UnstyledButton onClick={onOpenDay}>
            <Text size="xs" c="indigo.7" fw={600} px={6}>
              + {hidden} more
            </Text>
          </UnstyledButton>
        )}
      </Stack>
    </div>
  );
}
