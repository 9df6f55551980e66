import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type PostView, postExcerpt } from '@kairos/core';
import { IconCalendarTime, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { useOpenComposer } from '../../../lib/open-composer';
import { useDeletePost } from '../api/delete-post';

/** Edit and Schedule open the draft in the composer (where 'Schedule Post' is); Delete asks first. */
export function DraftActions({ post }: { post: PostView }) {
  const openComposer = useOpenComposer();
  const deletePost = useDeletePost();
  const canEdit = useCanEditContent(post.calendarId);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this draft?',
      centered: true,
      children: (
        <Text size="sm">“{postExcerpt(post.message, 60)}” will be deleted. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletePost.mutate(post._id, {
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        }),
    });

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        onClick={() => openComposer(post._id)}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCalendarTime size={14} />}
        onClick={() => openComposer(post._id)}
      >
        Schedule
      </Button>
      {canEdit && (
        <Tooltip label="Delete draft" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label="Delete draft"
            onClick={confirmDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
