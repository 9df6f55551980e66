import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { blockedReasonText, messages, needsAttention, type CalendarPost } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { onePostQuery } from '../../../lib/posts-query';
import { PostPartLinks } from './post-part-links';

const stateColors: Record<string, string> = {
  scheduled: 'indigo',
  publishing: 'blue',
  published: 'teal',
  reminder_sent: 'teal',
  failed: 'red',
  needs_reconnect: 'orange',
  unconfirmed: 'yellow',
  blocked: 'orange',
};

interface PostPreviewProps {
  summary: CalendarPost;
  onEdit: () => void;
  /** Absent when the user may not retry (a viewer): no Retry button. */
  onRetry?: (() => void) | undefined;
}

/**
 * The hover preview of a calendar post: its text, when, and what became of it on each account. The
 * summary shows at once; the full post is read when the card opens.
 */
export function PostPreview({ summary, onEdit, onRetry }: PostPreviewProps) {
  const full = useQuery(onePostQuery(summary._id)).data;
  const states = full === undefined ? [] : [...new Set(full.targets.map((target) => target.state))];
  return (
    <Stack gap="xs">
      <Text size="xs" fw={600} c="dimmed">
        {summary.day} · {summary.time}
      </Text>
      <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }}>
        {full === undefined ? summary.excerpt : full.message || '(no text)'}
      </Text>
      {full?.blocked === true && (
        <Text size="xs" c="orange.8">
          {messages.retry.blocked} {full.blockedReason !== null && blockedReasonText(full.blockedReason)}
        </Text>
      )}
      {full !== undefined && <PostPartLinks post={full} />}
      <Group gap={4} mih={16}>
        {states.map((state) => (
          <Badge key={state} size="xs" variant="light" color={stateColors[state] ?? 'gray'}>
            {state.replace('_', ' ')}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" justify="flex-end">
        {needsAttention(summary.state) && onRetry !== undefined && (
          <Button size="compact-xs" color="orange" variant="light" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}
