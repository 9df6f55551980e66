import { categoryCountLabel, categoryTitleLabel } from '@kairos/core';
import { Group, Select, Text } from '@mantine/core';
import { type CategoryView } from '../../lib/categories-query';

/** The dropdown's extra entry that opens the 'Add Category' modal. */
export const addCategoryValue = '__add-category__';

interface CategorySelectProps {
  categories: readonly CategoryView[];
  value: string | null;
  /** "Category selection is single-choice (selecting again clears it)". */
  onChange: (categoryId: string | null) => void;
  /** Shows the 'Add new category' entry. */
  onAddCategory?: () => void;
  error?: string | null | undefined;
  label?: string;
  disabled?: boolean;
}

/**
 * The Category dropdown of 'Save to Library' and the Add to Library modal: "titles cut at 20
 * characters; counts above 999 shown as 999+", and an 'Add new category' entry.
 */
export function CategorySelect({
  categories,
  value,
  onChange,
  onAddCategory,
  error,
  label,
  disabled = false,
}: CategorySelectProps) {
  const data = categories.map((category) => ({
    value: category._id,
    label: categoryTitleLabel(category.title),
  }));
  if (onAddCategory !== undefined) data.push({ value: addCategoryValue, label: 'Add new category' });
  const counts = new Map(categories.map((category) => [category._id, category.count]));

  return (
    <Select
      label={label}
      aria-label={label ?? 'Category'}
      placeholder="Category"
      data={data}
      value={value}
      error={error}
      disabled={disabled}
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next === addCategoryValue) {
          onAddCategory?.();
          return;
        }
        onChange(next);
      }}
      renderOption={({ option }) =>
        option.value === addCategoryValue ? (
          <Text size="sm" c="blue" fw={600}>
            + Add new category
          </Text>
        ) : (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" data-testid="category-count">
              {categoryCountLabel(counts.get(option.value) ?? 0)}
            </Text>
          </Group>
        )
      }
    />
  );
}
