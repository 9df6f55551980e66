import { Button, Group, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  type SocialType,
  altTextLength,
  maxAltTextLength,
  messages,
  strictestAltTextLimit,
} from '@kairos/core';
import { useState } from 'react';

interface AltTextDialogProps {
  imageUrl: string;
  initial: string;
  /** The selected networks: the counter runs against the strictest of their alt text limits. */
  networks: readonly SocialType[];
  onCancel: () => void;
  onAdd: (alt: string) => void;
}

/**
 * An image's alt text (issue 16), with its length against the strictest selected network; CANCEL /
 * ADD like the composer's other dialogs. Too long a text may still be added: the network's finding
 * shows before Post, and the user may yet change the networks.
 */
export function AltTextDialog({ imageUrl, initial, networks, onCancel, onAdd }: AltTextDialogProps) {
  const [alt, setAlt] = useState(initial);
  const strictest = strictestAltTextLimit(networks);
  const length = strictest === null ? [...alt.trim()].length : altTextLength(strictest.rules, alt.trim());
  const tooLong = strictest !== null && length > strictest.limit;
  return (
    <Modal opened onClose={onCancel} title="Alt text" size={520} centered zIndex={300}>
      <Stack gap="sm">
        <Image src={imageUrl} alt="" h={160} fit="contain" radius="sm" />
        <Textarea
          label="Alt text"
          description="Describe the image for people who cannot see it"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxAltTextLength}
          value={alt}
          data-autofocus
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" data-testid="alt-text-count">
          {strictest === null ? `${length}` : `${length} / ${strictest.limit} (${strictest.network})`}
        </Text>
        {tooLong && (
          <Text size="sm" c="red">
            {messages.networkRules.altTextTooLong(strictest.network, strictest.limit)}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button onClick={() => onAdd(alt.trim())}>ADD</Button>
      </Group>
    </Modal>
  );
}
