import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  RingProgress,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { type LibraryImage } from '../model/library-post-values';

interface LibraryImagesProps {
  images: readonly LibraryImage[];
  error: string | null;
  onUpload: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** The Add to Library modal's uploader: signed uploads with their progress, then the stored pictures. */
export function LibraryImages({ images, error, onUpload, onRemove }: LibraryImagesProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Images
        </Text>
        <FileButton onChange={onUpload} accept="image/png,image/jpeg,image/gif,image/heic" multiple>
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" leftSection={<IconPhotoPlus size={14} />}>
              Upload images
            </Button>
          )}
        </FileButton>
      </Group>
      {error !== null && (
        <Alert color="red" variant="light" py="xs">
          {error}
        </Alert>
      )}
      {images.length > 0 && (
        <Group gap="sm">
          {images.map((image) => (
            <Paper
              key={image.key}
              withBorder
              radius="md"
              pos="relative"
              w={88}
              h={88}
              style={{ overflow: 'hidden' }}
            >
              <Image src={image.url} alt="" w={88} h={88} fit="cover" data-testid="library-image" />
              {image.progress !== null && (
                <RingProgress
                  size={48}
                  thickness={4}
                  sections={[{ value: image.progress, color: 'blue' }]}
                  pos="absolute"
                  top={20}
                  left={20}
                  aria-label={`Uploading ${image.progress}%`}
                />
              )}
              <ActionIcon
                size="sm"
                radius="xl"
                color="dark"
                pos="absolute"
                top={4}
                right={4}
                aria-label="Remove image"
                onClick={() => onRemove(image.key)}
              >
                <IconX size={12} />
              </ActionIcon>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
}
