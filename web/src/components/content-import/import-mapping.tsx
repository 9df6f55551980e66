import { type ImportMappingInput } from '@kairos/core';
import { Select, SimpleGrid } from '@mantine/core';

const fields = [
  ['message', 'Message'],
  ['category', 'Category'],
  ['hashtags', 'Hashtags'],
  ['imageUrls', 'Image URLs'],
  ['videoUrl', 'Video URL'],
  ['link', 'Link'],
  ['date', 'Date (to schedule)'],
  ['time', 'Time (to schedule)'],
  ['accounts', 'Accounts (to schedule)'],
] as const;
const networks = [
  ['twitter', 'Twitter variation'],
  ['facebook', 'Facebook variation'],
  ['linkedin', 'LinkedIn variation'],
  ['instagram', 'Instagram variation'],
] as const;

interface ImportMappingProps {
  columns: readonly string[];
  mapping: ImportMappingInput;
  onChange: (mapping: ImportMappingInput) => void;
}

/** Which column holds what; a field left empty is not imported. */
export function ImportMappingFields({ columns, mapping, onChange }: ImportMappingProps) {
  const data = columns.map((column) => ({ value: column, label: column }));
  return (
    <SimpleGrid cols={3} spacing="xs">
      {fields.map(([key, label]) => (
        <Select
          key={key}
          label={label}
          data={data}
          value={mapping[key] ?? null}
          clearable={key !== 'message'}
          required={key === 'message'}
          placeholder="Not imported"
          onChange={(value) => onChange({ ...mapping, [key]: value ?? undefined })}
        />
      ))}
      {networks.map(([network, label]) => (
        <Select
          key={network}
          label={label}
          data={data}
          value={mapping.variations?.[network] ?? null}
          clearable
          placeholder="Not imported"
          onChange={(value) =>
            onChange({ ...mapping, variations: { ...mapping.variations, [network]: value ?? undefined } })
          }
        />
      ))}
    </SimpleGrid>
  );
}
