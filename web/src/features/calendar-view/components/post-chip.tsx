import { messages, needsAttention } from '@kairos/core';
import { memo } from 'react';
import { NetworkDots } from '../../../components/ui/network-dots';
import { type PlacedPost } from '../model/calendar-days';
import { useCalendarEditable } from '../model/calendar-editable';
import { draggedPostType } from '../model/use-post-drop';
import classes from './calendar.module.css';

/**
 * A post in a calendar cell: time, networks and the start of its text. Plain elements only: the one
 * hover card and tooltip of the calendar (ChipHoverLayer) find a chip by its data attributes, and a
 * click, a drag or Retry are handled by the view around it, so a month of posts mounts no component
 * per chip beyond this one.
 */
export const PostChip = memo(function PostChip({ placed }: { placed: PlacedPost }) {
  const { post, networks } = placed;
  const editable = useCalendarEditable();
  const attention = needsAttention(post.state);
  const campaignStyle =
    post.color === null || attention
      ? undefined
      : { borderLeftColor: post.color, background: `${post.color}1f` };
  return (
    <div className={classes.chipBox}>
      <button
        type="button"
        className={classes.chip}
        data-attention={attention || undefined}
        data-testid="calendar-post"
        data-post-id={post._id}
        data-state={post.state}
        data-campaign={post.campaignId ?? undefined}
        style={campaignStyle}
        draggable={editable && post.state === 'scheduled'}
        onDragStart={(event) => {
          event.dataTransfer.setData(draggedPostType, post._id);
          event.dataTransfer.effectAllowed = 'move';
        }}
        aria-label={`${post.time} ${post.excerpt}`}
      >
        <span className={classes.chipTime}>{post.time}</span>
        <NetworkDots networks={networks} />
        <span className={classes.chipText}>{post.excerpt}</span>
        {attention && (
          <span className={classes.chipWarning} aria-label="Needs attention" role="img">
            ⚠
          </span>
        )}
      </button>
      {attention && editable && (
        <button
          type="button"
          className={classes.chipRetry}
          data-retry-post={post._id}
          data-tip={messages.retry.tooltip}
        >
          ↻ Retry
        </button>
      )}
    </div>
  );
});
