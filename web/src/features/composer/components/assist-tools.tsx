import { Button, Group } from '@mantine/core';
import { IconBulb, IconFileText, IconPhotoSearch, IconQuote } from '@tabler/icons-react';

interface AssistToolsProps {
  onComingSoon: () => void;
}

/** Quotes, summarizer and suggested images: their endpoints arrive in a later release. */
export function AssistTools({ onComingSoon }: AssistToolsProps) {
  const tools = [
    { label: 'Quotes', icon: IconQuote },
    { label: 'Summarize Article or Paragraph', icon: IconFileText },
    { label: 'Suggested Images', icon: IconPhotoSearch },
    { label: 'Captions with AI', icon: IconBulb },
  ];
  return (
    <Group gap="xs">
      {tools.map(({ label, icon: Icon }) => (
        <Button
          key={label}
          size="compact-sm"
          variant="light"
          color="gray"
          leftSection={<Icon size={15} />}
          onClick={onComingSoon}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
