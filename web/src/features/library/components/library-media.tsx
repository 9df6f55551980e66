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
import { acceptedImageTypes, allowedVideoTypes } from '@kairos/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { FileAttachmentTiles, FileThumbnailDialog } from '../../../components/media/file-attachment-tiles';
import { ImageToolsBar } from '../../../components/image-tools/image-tools-bar';
import { VideoPostButton } from '../../../components/assistant/video-post-button';
import type { VideoPostChoice } from '../../../components/assistant/video-post-dialog';
import { type LibraryPostValues } from '../model/library-post-values';
import { type useLibraryMedia } from '../model/use-library-media';

interface LibraryMediaProps {
  calendarId: string;
  values: Pick<LibraryPostValues, 'images' | 'video' | 'pendingFiles'>;
  media: ReturnType<typeof useLibraryMedia>;
  /** The title and caption proposed for the attached video. */
  onVideoPost: (choice: VideoPostChoice) => void;
}

/** What a library post shows: pictures, or one video (spec "Library post": images, video). */
const acceptedUploads = [...acceptedImageTypes, ...allowedVideoTypes].join(',');

/**
 * The Add to Library modal's uploader: signed uploads with their progress, then the stored pictures,
 * or the video with the composer's tile and 'Choose Thumbnail' dialog.
 */
export function LibraryMedia({ calendarId, values, media, onVideoPost }: LibraryMediaProps) {
  const { images, video, pendingFiles } = values;
  const { files } = media;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            Media
          </Text>
          <Text size="xs" c="dimmed">
            Up to 10 images, or 1 video, or 1 GIF
          </Text>
        </Stack>
        <FileButton onChange={media.upload} accept={acceptedUploads} multiple>
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" leftSection={<IconUpload size={14} />}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      <ImageToolsBar calendarId={calendarId} images={images} onMedia={media.addStored} />
      {media.error !== null && (
        <Alert color="red" variant="light" py="xs" data-testid="media-error">
          {media.error}
        </Alert>
      )}
      {(images.length > 0 || video !== null || pendingFiles.length > 0) && (
        <Group gap="sm" align="flex-start">
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
                onClick={() => media.removeImage(image.key)}
              >
                <IconX size={12} />
              </ActionIcon>
            </Paper>
          ))}
          <FileAttachmentTiles values={values} files={files} />
        </Group>
      )}
      {video?.mediaId !== undefined && (
        <Group>
          <VideoPostButton calendarId={calendarId} mediaId={video.mediaId} onUse={onVideoPost} />
        </Group>
      )}
      <FileThumbnailDialog files={files} />
    </Stack>
  );
}
