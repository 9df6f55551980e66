import { ActionIcon, Badge, Box, Group, Image, Paper, Progress, Tooltip } from '@mantine/core';
import {
  IconAccessible,
  IconArrowLeft,
  IconArrowRight,
  IconCrop,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { type ComposerImage } from '../model/composer-values';

interface MediaTileProps {
  image: ComposerImage;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onCrop: (image: ComposerImage) => void;
  /** Opens the image's alt text dialog. */
  onAlt: (image: ComposerImage) => void;
  /** Web stories only: opens the image metadata dialog; `hasMetadata` marks a filled one. */
  onMetadata?: ((image: ComposerImage) => void) | undefined;
  hasMetadata?: boolean;
}

export function MediaTile(props: MediaTileProps) {
  const { image, index, count, onMove, onRemove, onCrop, onAlt, onMetadata, hasMetadata = false } = props;
  const uploading = image.progress !== null;
  const hasAlt = (image.alt ?? '').trim() !== '';
  return (
    <Paper withBorder radius="md" p={4} w={132} data-testid="media-tile">
      <Box pos="relative">
        <Image src={image.url} alt={`Attachment ${index + 1}`} h={96} radius="sm" fit="cover" />
        {uploading && (
          <Progress
            value={image.progress ?? 0}
            size="sm"
            pos="absolute"
            bottom={6}
            left={6}
            right={6}
            animated
          />
        )}
        {hasAlt && (
          <Tooltip label={image.alt} multiline w={240}>
            <Badge
              size="xs"
              radius="sm"
              color="dark"
              pos="absolute"
              top={6}
              left={6}
              aria-label="Alt text set"
            >
              ALT
            </Badge>
          </Tooltip>
        )}
      </Box>
      <Group gap={0} justify="space-between" mt={4}>
        <Group gap={0}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Move left"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowLeft size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Move right"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowRight size={14} />
          </ActionIcon>
        </Group>
        <Group gap={0}>
          {onMetadata !== undefined && (
            <Tooltip label="Image metadata">
              <ActionIcon
                variant={hasMetadata ? 'light' : 'subtle'}
                color={hasMetadata ? 'indigo' : 'gray'}
                size="sm"
                aria-label="Image metadata"
                disabled={uploading}
                onClick={() => onMetadata(image)}
              >
                <IconTag size={14} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Alt text">
            <ActionIcon
              variant={hasAlt ? 'light' : 'subtle'}
              color={hasAlt ? 'indigo' : 'gray'}
              size="sm"
              aria-label="Alt text"
              onClick={() => onAlt(image)}
            >
              <IconAccessible size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit picture">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Edit picture"
              disabled={uploading}
              onClick={() => onCrop(image)}
            >
              <IconCrop size={14} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label="Remove"
            onClick={() => onRemove(image.key)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
