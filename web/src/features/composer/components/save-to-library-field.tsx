import { canManageCategories } from '@kairos/core';
import { Checkbox, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CategoryModal } from '../../../components/ui/category-modal';
import { CategorySelect } from '../../../components/ui/category-select';
import { categoriesQuery } from '../../../lib/categories-query';
import { useCurrentUser } from '../../../lib/current-user';

interface SaveToLibraryFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  categoryId: string | null;
  onCategoryChange: (categoryId: string | null) => void;
}

/** 'Save to Library' with its Category dropdown ('Add new category'; titles cut at 20; 999+). */
export function SaveToLibraryField({
  checked,
  onChange,
  categoryId,
  onCategoryChange,
}: SaveToLibraryFieldProps) {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const categories = useQuery({ ...categoriesQuery(calendarId), enabled: checked }).data ?? [];
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap={6}>
      <Checkbox
        label="Save to Library"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {checked && (
        <Stack gap={2} pl="xl">
          <CategorySelect
            categories={categories}
            value={categoryId}
            onChange={onCategoryChange}
            onAddCategory={canManageCategories(user) ? () => setAdding(true) : undefined}
          />
        </Stack>
      )}
      {adding && (
        <CategoryModal
          calendarId={calendarId}
          editing={null}
          categories={categories}
          onClose={() => setAdding(false)}
          onSaved={(category) => onCategoryChange(category._id)}
        />
      )}
    </Stack>
  );
}
