import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ComposerImage } from '../model/composer-values';
import { CropDialog } from './crop-dialog';
import { ImageUrlInput } from './image-url-input';
import { MediaTile } from './media-tile';

interface MediaSectionProps {
  images: readonly ComposerImage[];
  error: string | null;
  onAddUrl: (url: string) => void;
  onUpload: (file: File | Blob, name: string, replaceKey?: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

export function MediaSection({ images, error, onAddUrl, onUpload, onMove, onRemove }: MediaSectionProps) {
  const [cropping, setCropping] = useState<ComposerImage | null>(null);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Media
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ImageUrlInput onAdd={onAddUrl} />
        <FileButton
          onChange={(files) => files.forEach((file) => onUpload(file, file.name))}
          accept="image/png,image/jpeg,image/gif,image/heic"
          multiple
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              Upload
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
          {images.map((image, index) => (
            <MediaTile
              key={image.key}
              image={image}
              index={index}
              count={images.length}
              onMove={onMove}
              onRemove={onRemove}
              onCrop={setCropping}
            />
          ))}
        </Group>
      )}
      {cropping !== null && (
        <CropDialog
          imageUrl={cropping.url}
          onCancel={() => setCropping(null)}
          onSave={(blob) => {
            onUpload(blob, 'cropped.png', cropping.key);
            setCropping(null);
          }}
        />
      )}
    </Stack>
  );
}
