import { memo } from 'react';
import { type PlacedPost } from '../model/calendar-days';
import { usePostDrop } from '../model/use-post-drop';
import classes from './calendar.module.css';
import { PostChip } from './post-chip';

interface HourCellProps {
  date: string;
  hour: string;
  posts: readonly PlacedPost[];
  onDropPost: (postId: string, date: string, hour: string) => void;
}

/** One hour of one day in the week and day views; a post dropped here moves to that hour. */
export const HourCell = memo(function HourCell({ date, hour, posts, onDropPost }: HourCellProps) {
  const { over, dropProps } = usePostDrop((postId) => onDropPost(postId, date, hour));
  return (
    <div
      className={classes.hourCell}
      data-drop-target={over || undefined}
      data-slot={`${date}T${hour}`}
      {...dropProps}
    >
      {posts.map((placed) => (
        <PostChip key={placed.post._id} placed={placed} />
      ))}
    </div>
  );
});
