import { Checkbox, Select, Stack, Text } from '@mantine/core';

interface SaveToLibraryFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Save to Library' with its Category dropdown; categories arrive with the Library, so the list is empty. */
export function SaveToLibraryField({ checked, onChange }: SaveToLibraryFieldProps) {
  return (
    <Stack gap={6}>
      <Checkbox
        label="Save to Library"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {checked && (
        <Stack gap={2} pl="xl">
          <Select aria-label="Category" placeholder="Category" data={[]} disabled />
          <Text size="xs" c="dimmed">
            Library categories are coming soon.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
