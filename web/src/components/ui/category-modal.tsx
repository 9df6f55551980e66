import { categoryNameError, isCategoryNameUnchanged } from '@kairos/core';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { type CategoryView } from '../../lib/categories-query';
import { useCategoryCalls } from '../../lib/category-calls';

interface CategoryModalProps {
  calendarId: string;
  /** The category being renamed, or null to add one. */
  editing: CategoryView | null;
  categories: readonly CategoryView[];
  onClose: () => void;
  onSaved?: (category: CategoryView) => void;
}

/** 'Add Category' / 'Edit Category' with the spec's name rules checked as the user submits. */
export function CategoryModal({ calendarId, editing, categories, onClose, onSaved }: CategoryModalProps) {
  const { create, rename } = useCategoryCalls(calendarId);
  const [name, setName] = useState(editing?.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || rename.isPending;

  function submit() {
    // "Unchanged name just closes the modal."
    if (editing !== null && isCategoryNameUnchanged(name, editing.title)) {
      onClose();
      return;
    }
    const problem = categoryNameError(name, categories, editing?._id ?? null);
    if (problem !== null) {
      setError(problem);
      return;
    }
    const done = {
      onSuccess: (category: CategoryView) => {
        onSaved?.(category);
        onClose();
      },
      // A 403 (no permission) and the server's own name checks land here with their message.
      onError: (failure: unknown) => setError(errorMessage(failure)),
    };
    if (editing === null) create.mutate(name.trim(), done);
    else rename.mutate({ categoryId: editing._id, title: name.trim() }, done);
  }

  return (
    <Modal opened onClose={onClose} title={editing === null ? 'Add Category' : 'Edit Category'} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Category name"
            placeholder="e.g. Product tips"
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing === null ? 'Add' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
