import { timeSlots } from '@kairos/core';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

interface CampaignTimesProps {
  times: readonly string[];
  offsetLabel: string;
  onChange: (times: string[]) => void;
}

/** The times of day the campaign posts at: as many as the posts a day (the frequency). */
export function CampaignTimes({ times, offsetLabel, onChange }: CampaignTimesProps) {
  const free = timeSlots.find((slot) => !times.includes(slot) && slot >= '09:00') ?? '12:00';
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Times of day{' '}
          <Text span size="xs" c="dimmed">
            ({times.length} {times.length === 1 ? 'post' : 'posts'} a day · {offsetLabel})
          </Text>
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          disabled={times.length >= 24}
          onClick={() => onChange([...times, free])}
        >
          Add a time
        </Button>
      </Group>
      <Group gap="xs">
        {times.map((time, index) => (
          <Group key={`${index}-${time}`} gap={2} wrap="nowrap">
            <Select
              aria-label={`Time ${index + 1}`}
              w={96}
              size="xs"
              data={timeSlots as string[]}
              value={time}
              allowDeselect={false}
              searchable
              onChange={(value) =>
                value !== null && onChange(times.map((other, at) => (at === index ? value : other)))
              }
              comboboxProps={{ withinPortal: true }}
            />
            {times.length > 1 && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Remove ${time}`}
                onClick={() => onChange(times.filter((_, at) => at !== index))}
              >
                <IconX size={12} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
