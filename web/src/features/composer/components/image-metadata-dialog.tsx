import {
  Alert,
  Box,
  Button,
  ColorInput,
  Grid,
  Group,
  Image,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type MediaMetadata,
  buttonTextMaxLength,
  imageMetadataError,
  imageTitleMaxLength,
  mediaMetadataSchema,
} from '@kairos/core';
import { useState } from 'react';

interface ImageMetadataDialogProps {
  imageUrl: string;
  /** The image's key in mediaMetadata (its upload id, or its address). */
  mediaId: string;
  initial: MediaMetadata | null;
  onCancel: () => void;
  onAdd: (metadata: MediaMetadata | null) => void;
}

export const titleFonts = ['auto', 'sans-serif', 'serif', 'monospace'] as const;

const isEmpty = (metadata: MediaMetadata) =>
  metadata.titleText.trim() === '' && metadata.buttonText.trim() === '' && metadata.buttonUrl.trim() === '';

/** The image metadata dialog for web stories: a title and a button drawn on the image; CANCEL / ADD. */
export function ImageMetadataDialog({
  imageUrl,
  mediaId,
  initial,
  onCancel,
  onAdd,
}: ImageMetadataDialogProps) {
  const [metadata, setMetadata] = useState<MediaMetadata>(initial ?? mediaMetadataSchema.parse({ mediaId }));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof MediaMetadata>(key: K, value: MediaMetadata[K]) => {
    setError(null);
    setMetadata((current) => ({ ...current, [key]: value }));
  };

  function add() {
    const trimmed = {
      ...metadata,
      buttonText: metadata.buttonText.trim(),
      buttonUrl: metadata.buttonUrl.trim(),
    };
    const problem = imageMetadataError(trimmed);
    if (problem !== null) return setError(problem);
    onAdd(isEmpty(trimmed) ? null : trimmed);
  }

  const font = metadata.titleTextFont === 'auto' ? undefined : metadata.titleTextFont;
  return (
    <Modal opened onClose={onCancel} title="Image metadata" size={760} centered zIndex={300}>
      <Grid gap="lg">
        <Grid.Col span={5}>
          <Box pos="relative" style={{ borderRadius: 8, overflow: 'hidden' }} data-testid="metadata-preview">
            <Image src={imageUrl} alt="Web story image" h={360} fit="cover" />
            {metadata.titleText !== '' && (
              <Text
                pos="absolute"
                top={16}
                left={12}
                right={12}
                ta="center"
                fw={700}
                size="lg"
                style={{
                  color: metadata.titleTextColor,
                  fontFamily: font,
                  textShadow: '0 1px 4px rgba(0,0,0,.45)',
                }}
              >
                {metadata.titleText}
              </Text>
            )}
            {metadata.buttonText !== '' && (
              <Box
                pos="absolute"
                bottom={20}
                left="50%"
                px="md"
                py={6}
                style={{
                  transform: 'translateX(-50%)',
                  background: metadata.buttonColor,
                  color: metadata.buttonTextColor,
                  borderRadius: 20,
                  fontWeight: 600,
                  fontSize: 14,
                  whiteSpace: 'nowrap',
                }}
              >
                {metadata.buttonText}
              </Box>
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={7}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Google Web Stories show this title and button on the image.
            </Text>
            <TextInput
              label="Text on image"
              description={`Up to ${imageTitleMaxLength} characters`}
              value={metadata.titleText}
              onChange={(event) => set('titleText', event.currentTarget.value)}
            />
            <Group grow>
              <ColorInput
                label="Text color"
                value={metadata.titleTextColor}
                onChange={(value) => set('titleTextColor', value)}
                popoverProps={{ zIndex: 400 }}
              />
              <Select
                label="Font"
                data={[...titleFonts]}
                value={metadata.titleTextFont}
                allowDeselect={false}
                onChange={(value) => set('titleTextFont', value ?? 'auto')}
                comboboxProps={{ zIndex: 400 }}
              />
            </Group>
            <TextInput
              label="Button text"
              description={`Up to ${buttonTextMaxLength} characters`}
              value={metadata.buttonText}
              onChange={(event) => set('buttonText', event.currentTarget.value)}
            />
            <TextInput
              label="Button link"
              placeholder="https://"
              value={metadata.buttonUrl}
              onChange={(event) => set('buttonUrl', event.currentTarget.value)}
            />
            <Group grow>
              <ColorInput
                label="Button color"
                value={metadata.buttonColor}
                onChange={(value) => set('buttonColor', value)}
                popoverProps={{ zIndex: 400 }}
              />
              <ColorInput
                label="Button text color"
                value={metadata.buttonTextColor}
                onChange={(value) => set('buttonTextColor', value)}
                popoverProps={{ zIndex: 400 }}
              />
            </Group>
            {error !== null && (
              <Alert color="red" variant="light" py="xs">
                {error}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button onClick={add}>ADD</Button>
      </Group>
    </Modal>
  );
}
