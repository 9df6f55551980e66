import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { blockedReasonText, messages, type PostView } from '@kairos/core';
import { RetryButton } from '../../../components/ui/retry-button';
import { postNeedsAttention } from '../../../lib/post-attention';
import { NetworkDots } from '../../../components/ui/network-dots';

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
  post: PostView;
  when: string;
  onEdit: () => void;
}

/** The hover preview of a calendar post: its text, when, where, and what became of it. */
export function PostPreview({ post, when, onEdit }: PostPreviewProps) {
  const states = [...new Set(post.targets.map((target) => target.state))];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed">
          {when}
        </Text>
        <NetworkDots post={post} />
      </Group>
      <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }}>
        {post.message || '(no text)'}
      </Text>
      {post.blocked && (
        <Text size="xs" c="orange.8">
          {messages.retry.blocked} {post.blockedReason !== null && blockedReasonText(post.blockedReason)}
        </Text>
      )}
      <Group gap={4}>
        {states.map((state) => (
          <Badge key={state} size="xs" variant="light" color={stateColors[state] ?? 'gray'}>
            {state.replace('_', ' ')}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" justify="flex-end">
        {postNeedsAttention(post) && <RetryButton post={post} />}
        <Button size="compact-xs" variant="default" onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}
