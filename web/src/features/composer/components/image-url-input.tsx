import { Button, Group, TextInput } from '@mantine/core';
import { isWebUrl, messages } from '@kairos/core';
import { useState } from 'react';

interface ImageUrlInputProps {
  onAdd: (url: string) => void;
}

/** Adds an image by its direct address. */
export function ImageUrlInput({ onAdd }: ImageUrlInputProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  function add() {
    const trimmed = url.trim();
    if (trimmed === '') return setError(messages.imagesFromUrl.urlRequired);
    if (!isWebUrl(trimmed)) return setError(messages.imagesFromUrl.urlInvalid);
    onAdd(trimmed);
    setUrl('');
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
      <TextInput
        aria-label="Image URL"
        placeholder="Paste an image link (https://...)"
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={add}>
        Add image
      </Button>
    </Group>
  );
}
