import {
  ActionIcon,
  Box,
  Center,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconFileTypePdf, IconMovie, IconMusic, IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { type SingleFileKind } from '../../lib/media/attachment-values';

export interface FileTileProps {
  kind: SingleFileKind;
  name: string;
  /** 0 to 100 while uploading, null once ready. */
  progress: number | null;
  /** Duration in seconds, size in bytes, for the caption. */
  duration?: number | undefined;
  size?: number | undefined;
  thumbnail?: string | null | undefined;
  onRemove: () => void;
  onChooseThumbnail?: (() => void) | undefined;
}

const icons = { video: IconMovie, audio: IconMusic, pdf: IconFileTypePdf } as const;
const kindLabel = { video: 'Video', audio: 'Audio', pdf: 'PDF' } as const;

function caption(duration: number | undefined, size: number | undefined): string {
  const parts: string[] = [];
  if (duration !== undefined && duration > 0) {
    const seconds = Math.round(duration);
    parts.push(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
  }
  if (size !== undefined) {
    parts.push(
      size >= 1048576 ? `${(size / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`,
    );
  }
  return parts.join(' · ');
}

/** A video, audio or PDF attachment: preview or icon, name, progress while uploading, remove. */
export function FileTile(props: FileTileProps) {
  const { kind, name, progress, duration, size, thumbnail, onRemove, onChooseThumbnail } = props;
  const Icon = icons[kind];
  const uploading = progress !== null;
  const details = caption(duration, size);
  return (
    <Paper
      withBorder
      radius="md"
      p={4}
      w={196}
      data-testid="file-tile"
      aria-label={`${kindLabel[kind]} ${name}`}
    >
      <Box pos="relative" h={96} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
        {thumbnail ? (
          <Image src={thumbnail} alt="Video thumbnail" h={96} fit="cover" />
        ) : (
          <Center h={96}>
            <ThemeIcon size={44} radius="xl" variant="light" color={kind === 'pdf' ? 'red' : 'indigo'}>
              <Icon size={24} />
            </ThemeIcon>
          </Center>
        )}
        {uploading && (
          <Progress
            value={progress}
            size="sm"
            pos="absolute"
            bottom={6}
            left={6}
            right={6}
            animated
            aria-label={`Uploading ${name}`}
          />
        )}
      </Box>
      <Group gap={4} justify="space-between" wrap="nowrap" mt={4} pl={4}>
        <Stack gap={0} miw={0}>
          <Text size="xs" fw={600} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {uploading ? `Uploading… ${progress}%` : details || kindLabel[kind]}
          </Text>
        </Stack>
        <Group gap={0} wrap="nowrap">
          {onChooseThumbnail !== undefined && (
            <Tooltip label="Choose Thumbnail">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Choose Thumbnail"
                onClick={onChooseThumbnail}
              >
                <IconPhotoEdit size={14} />
              </ActionIcon>
            </Tooltip>
          )}
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
