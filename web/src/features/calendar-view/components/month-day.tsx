import { memo } from 'react';
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
  onOpenDay: (date: string) => void;
  onDropPost: (postId: string, date: string) => void;
}

/**
 * One day of the month grid: its number (opens the day), its load and its first posts. Memoized: a
 * day whose posts did not change is not rendered again (its list keeps its identity per response).
 */
export const MonthDay = memo(function MonthDay({
  date,
  posts,
  outside,
  today,
  onOpenDay,
  onDropPost,
}: MonthDayProps) {
  const { over, dropProps } = usePostDrop((postId) => onDropPost(postId, date));
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
      <div className={classes.dayHeader}>
        <button
          type="button"
          className={classes.dayNumber}
          data-today={today || undefined}
          onClick={() => onOpenDay(date)}
          aria-label={`Open ${date}`}
        >
          {Number(date.slice(8))}
        </button>
        {posts.length > 0 && <DayLoadBadge count={posts.length} />}
      </div>
      <div className={classes.dayPosts}>
        {posts.slice(0, shownPerDay).map((placed) => (
          <PostChip key={placed.post._id} placed={placed} />
        ))}
        {hidden > 0 && (
          <button type="button" className={classes.moreLink} onClick={() => onOpenDay(date)}>
            + {hidden} more
          </button>
        )}
      </div>
    </div>
  );
});
