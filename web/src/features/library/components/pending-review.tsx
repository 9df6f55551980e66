import { type LibraryPostView } from '@kairos/core';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useReviewPost } from '../api/feeds-api';

/** A post a feed brought waits for a person: Approve lets campaigns take it; Reject removes it for good. */
export function PendingReview({ post }: { post: LibraryPostView }) {
  const review = useReviewPost(post.calendarId);
  const busy = review.isPending;
  return (
    <Group gap="xs" grow>
      <Button
        size="xs"
        color="teal"
        leftSection={<IconCheck size={14} />}
        loading={busy && review.variables.verdict === 'approve'}
        disabled={busy}
        onClick={() => review.mutate({ id: post._id, verdict: 'approve' })}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconX size={14} />}
        loading={busy && review.variables.verdict === 'reject'}
        disabled={busy}
        onClick={() => review.mutate({ id: post._id, verdict: 'reject' })}
      >
        Reject
      </Button>
    </Group>
  );
}
