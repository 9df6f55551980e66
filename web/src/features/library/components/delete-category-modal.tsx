import { messages } from '@kairos/core';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { type CategoryView } from '../../../lib/categories-query';
import { useCategoryCalls } from '../../../lib/category-calls';

interface DeleteCategoryModalProps {
  calendarId: string;
  category: CategoryView;
  onClose: () => void;
  onDeleted: (category: CategoryView) => void;
}

/** "Delete asks: 'Are you sure that you want to delete this category? It will remove all the posts ...'" */
export function DeleteCategoryModal({ calendarId, category, onClose, onDeleted }: DeleteCategoryModalProps) {
  const { remove } = useCategoryCalls(calendarId);
  return (
    <Modal opened onClose={onClose} title={`Delete “${category.title}”`} centered>
      <Stack gap="md">
        <Text>{messages.categories.deleteConfirmation}</Text>
        {remove.error !== null && (
          <Alert color="red" variant="light">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            No
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(category._id, { onSuccess: () => onDeleted(category) })}
          >
            Yes, delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
