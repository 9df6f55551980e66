import { Group, HoverCard, Text, UnstyledButton } from '@mantine/core';
import { messages, postExcerpt } from '@kairos/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RetryButton } from '../../../components/ui/retry-button';
import { useCampaignOf } from '../../../lib/campaigns-query';
import { useOpenComposer } from '../../../lib/open-composer';
import { isReschedulable, postNeedsAttention } from '../../../lib/post-attention';
import { type PlacedPost } from '../model/calendar-days';
import { draggedPostType } from '../model/use-post-drop';
import { NetworkDots } from '../../../components/ui/network-dots';
import { PostPreview } from './post-preview';
import classes from './calendar.module.css';

/** A post in a calendar cell: time, networks and the start of its text; hover previews it, click edits it. */
export function PostChip({ placed }: { placed: PlacedPost }) {
  const { post, time, date } = placed;
  const openComposer = useOpenComposer();
  const attention = postNeedsAttention(post);
  const draggable = isReschedulable(post);
  // A campaign's posts wear its colour; a slot the campaign could not fill says so.
  const campaign = useCampaignOf(post.calendarId, post.campaignId);
  const text = post.blocked && post.message.trim() === '' ? messages.retry.blocked : post.message;
  return (
    <div className={classes.chipBox}>
      <HoverCard width={300} shadow="md" openDelay={250} closeDelay={100} withinPortal position="right-start">
        <HoverCard.Target>
          <UnstyledButton
            className={classes.chip}
            data-attention={attention || undefined}
            data-testid="calendar-post"
            data-campaign={campaign?.name}
            style={
              campaign === undefined || attention
                ? undefined
                : { borderLeftColor: campaign.color, background: `${campaign.color}1f` }
            }
            draggable={draggable}
            onDragStart={(event) => {
              event.dataTransfer.setData(draggedPostType, post._id);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onClick={() => openComposer(post._id)}
            aria-label={`${time} ${postExcerpt(text, 40)}`}
          >
            <Group gap={6} wrap="nowrap">
              <Text size="xs" fw={700} className={classes.chipTime}>
                {time}
              </Text>
              <NetworkDots post={post} />
              <Text size="xs" truncate="end" className={classes.chipText}>
                {postExcerpt(text, 60)}
              </Text>
              {attention && (
                <IconAlertTriangle
                  size={14}
                  color="var(--mantine-color-orange-7)"
                  aria-label="Needs attention"
                />
              )}
            </Group>
          </UnstyledButton>
        </HoverCard.Target>
        <HoverCard.Dropdown>
          <PostPreview post={post} when={`${date} · ${time}`} onEdit={() => openComposer(post._id)} />
        </HoverCard.Dropdown>
      </HoverCard>
      {attention && (
        <div className={classes.chipRetry}>
          <RetryButton post={post} />
        </div>
      )}
    </div>
  );
}
