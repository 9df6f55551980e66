import { type PlacedPost } from '../model/calendar-days';
import classes from './calendar.module.css';
import { MonthDay } from './month-day';

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const noPosts: readonly PlacedPost[] = [];

interface MonthViewProps {
  month: string;
  days: readonly string[];
  today: string;
  postsByDay: Map<string, PlacedPost[]>;
  /** Stable handlers (the days are memoized): each is told the day. */
  onOpenDay: (date: string) => void;
  onDropPost: (postId: string, date: string) => void;
}

/** The month grid, in whole weeks from Sunday, of days in the user's time zone. */
export function MonthView({ month, days, today, postsByDay, onOpenDay, onDropPost }: MonthViewProps) {
  return (
    <div className={classes.grid} role="grid" aria-label="Month">
      {weekdayNames.map((name) => (
        <div key={name} className={classes.weekdayHeader} role="columnheader">
          {name}
        </div>
      ))}
      {days.map((date) => (
        <MonthDay
          key={date}
          date={date}
          posts={postsByDay.get(date) ?? noPosts}
          outside={date.slice(0, 7) !== month}
          today={date === today}
          onOpenDay={onOpenDay}
          onDropPost={onDropPost}
        />
      ))}
    </div>
  );
}
