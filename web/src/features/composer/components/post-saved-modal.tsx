import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages, zonedDate, zonedTime } from '@kairos/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { type SavedPost } from '../model/use-composer-submit';

interface PostSavedModalProps {
  saved: SavedPost;
  timeZone: string;
  onClose: () => void;
}

/** Section 9: "Post-saved modal auto-close 5 s"; it stays when a post failed to publish. */
export const postSavedAutoCloseMs = 5000;
const failedStates = ['failed', 'needs_reconnect', 'blocked'];

function savedText({ post, draft }: SavedPost, timeZone: string): string {
  if (draft) return messages.composer.savedAsDraft;
  const count = post.accountIds.length;
  const accounts = `${count} account${count === 1 ? '' : 's'}`;
  if (post.timing === 'schedule' && post.postDate !== null) {
    const at = new Date(post.postDate);
    const [, month, day] = zonedDate(at, timeZone).split('-');
    return `Your post is scheduled for ${month}/${day} at ${zonedTime(at, timeZone)} on ${accounts}.`;
  }
  return `Your post is on its way to ${accounts}.`;
}

export function PostSavedModal({ saved, timeZone, onClose }: PostSavedModalProps) {
  const failed = saved.post.targets.some((target) => failedStates.includes(target.state));
  useEffect(() => {
    if (saved.draft || failed) return;
    const timer = window.setTimeout(onClose, postSavedAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [saved, failed, onClose]);
  return (
    <Modal opened onClose={onClose} withCloseButton={false} centered size="sm">
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {saved.draft ? 'Congratulations!' : 'Post saved'}
        </Text>
        <Text ta="center" c="dimmed">
          {savedText(saved, timeZone)}
        </Text>
        <Group mt="sm">
          <Button onClick={onClose}>Okay</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
