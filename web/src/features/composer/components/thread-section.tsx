import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type Account, type SocialType, maxThreadReplies, networkTable } from '@kairos/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComposerReply } from '../model/composer-values';
import { type ThreadReplies } from '../model/use-thread-replies';
import { ThreadReplyCard } from './thread-reply-card';

interface ThreadSectionProps {
  thread: readonly ComposerReply[];
  /** The selected networks; the thread goes to those that thread. */
  networks: readonly SocialType[];
  accounts: readonly Account[];
  replies: ThreadReplies;
}

/** The networks of a list that take a thread, by name: "X, Bluesky". */
export const threadNetworksOf = (networks: readonly SocialType[]) =>
  networks.filter((network) => networkTable[network].thread !== undefined);

/**
 * "Add to thread": the post's later parts, each a reply to the one before on X, Threads, Bluesky and
 * Mastodon (decision 0064). Shown when one of those is selected, or when parts were written.
 */
export function ThreadSection({ thread, networks, accounts, replies }: ThreadSectionProps) {
  const threading = threadNetworksOf(networks);
  if (threading.length === 0 && thread.length === 0) return null;
  const names = threading.map((network) => networkTable[network].name).join(', ');
  return (
    <Stack gap="xs" data-testid="thread-section">
      <Group justify="space-between" align="baseline">
        <Text fw={600} size="sm">
          Thread
        </Text>
        <Text size="xs" c="dimmed">
          {threading.length > 0 ? `Part 1 is the post above; later parts go out as replies on ${names}` : ''}
        </Text>
      </Group>
      {threading.length === 0 && (
        <Alert color="yellow" variant="light" py="xs">
          None of the selected networks takes a thread: these parts are kept with the post but not sent.
        </Alert>
      )}
      {thread.map((reply, index) => (
        <ThreadReplyCard
          key={reply.key}
          reply={reply}
          part={index + 2}
          count={thread.length}
          networks={threading}
          accounts={accounts}
          replies={replies}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={replies.add}
          disabled={thread.length >= maxThreadReplies}
        >
          Add to thread
        </Button>
      </Group>
    </Stack>
  );
}
