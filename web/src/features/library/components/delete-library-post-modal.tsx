import { type LibraryPostView, postExcerpt } from '@kairos/core';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteLibraryPost } from '../api/delete-library-post';

interface DeleteLibraryPostModalProps {
  calendarId: string;
  post: LibraryPostView;
  onClose: () => void;
}

export function DeleteLibraryPostModal({ calendarId, post, onClose }: DeleteLibraryPostModalProps) {
  const remove = useDeleteLibraryPost(calendarId);
  return (
    <Modal opened onClose={onClose} title="Delete this library post?" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          “{postExcerpt(post.message || (post.variations[0]?.message ?? ''), 120)}”
        </Text>
        <Text size="sm">
          Campaigns will no longer use it. Posts already scheduled from it stay in the calendar.
        </Text>
        {remove.error !== null && (
          <Alert color="red" variant="light">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(post._id, { onSuccess: onClose })}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
