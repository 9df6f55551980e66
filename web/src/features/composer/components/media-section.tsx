import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import {
  type SocialType,
  acceptedImageTypes,
  allowedAudioTypes,
  allowedVideoTypes,
  pdfType,
} from '@kairos/core';
import { IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { type ComposerImage, type ComposerValues, metadataKeyOf } from '../model/composer-values';
import { type useMediaAttachments } from '../model/use-media-attachments';
import { FileAttachmentTiles, FileThumbnailDialog } from '../../../components/media/file-attachment-tiles';
import { VideoPostButton } from '../../../components/assistant/video-post-button';
import { DesignToolsButton } from '../../../components/design-studio/design-tools-button';
import type { VideoPostChoice } from '../../../components/assistant/video-post-dialog';
import { ImageToolsBar } from '../../../components/image-tools/image-tools-bar';
import { AltTextDialog } from './alt-text-dialog';
import { CropDialog } from './crop-dialog';
import { ImageMetadataDialog } from './image-metadata-dialog';
import { ImageUrlInput } from './image-url-input';
import { MediaTile } from './media-tile';

interface MediaSectionProps {
  calendarId: string;
  values: Pick<ComposerValues, 'images' | 'video' | 'audio' | 'pdf' | 'pendingFiles' | 'mediaMetadata'>;
  media: ReturnType<typeof useMediaAttachments>;
  /** A Google Web Story account is selected: images get the metadata dialog. */
  webStory: boolean;
  /** The selected networks, for the alt text counter. */
  networks?: readonly SocialType[];
  /** The title and caption proposed for the attached video. */
  onVideoPost: (choice: VideoPostChoice) => void;
  /** Text read in an image ('Text from image'), for the message. */
  onImageText?: (text: string) => void;
}

const ImageEditorDialog = lazy(() =>
  import('../../../components/image-tools/image-editor-dialog').then((module) => ({
    default: module.ImageEditorDialog,
  })),
);

/** Everything the uploader takes: "Media attachments: image, video, audio, pdf". */
export const acceptedUploads = [
  ...acceptedImageTypes,
  ...allowedVideoTypes,
  ...allowedAudioTypes,
  pdfType,
].join(',');

/** Media attachments: images (reorder, crop, alt text, metadata), one video (thumbnail), audio and PDF. */
export function MediaSection(props: MediaSectionProps) {
  const { calendarId, values, media, webStory, networks = [], onVideoPost, onImageText } = props;
  const [cropping, setCropping] = useState<ComposerImage | null>(null);
  const [editing, setEditing] = useState<ComposerImage | null>(null);
  const [altFor, setAltFor] = useState<ComposerImage | null>(null);
  const [describing, setDescribing] = useState<ComposerImage | null>(null);
  const { images, video, audio, pdf, pendingFiles, mediaMetadata } = values;
  const files = media.files;
  const metadataOf = (image: ComposerImage) =>
    mediaMetadata.find((entry) => entry.mediaId === metadataKeyOf(image)) ?? null;
  const hasFiles = video !== null || audio !== null || pdf !== null || pendingFiles.length > 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text fw={600} size="sm">
          Media
        </Text>
        <Text size="xs" c="dimmed">
          Up to 10 images, or 1 video, or 1 GIF · audio for Alexa · PDF for WhatsApp
        </Text>
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ImageUrlInput onAdd={media.addByUrl} />
        <FileButton onChange={media.uploadMany} accept={acceptedUploads} multiple>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              Upload
            </Button>
          )}
        </FileButton>
        <DesignToolsButton
          calendarId={calendarId}
          pictures={images.flatMap((image) =>
            image.mediaId ? [{ mediaId: image.mediaId, url: image.url }] : [],
          )}
          video={video?.mediaId ? { mediaId: video.mediaId, duration: video.duration ?? 0 } : null}
          audioId={audio?.mediaId ?? null}
          onImage={media.attachStored}
          onVideo={media.files.attachStoredVideo}
          onDesign={(file, name) => void media.upload(file, name)}
        />
      </Group>
      <ImageToolsBar calendarId={calendarId} images={images} onText={onImageText} onMedia={media.addStored} />
      {media.mediaError !== null && (
        <Alert color="red" variant="light" py="xs" data-testid="media-error">
          {media.mediaError}
        </Alert>
      )}
      {(images.length > 0 || hasFiles) && (
        <Group gap="sm" align="flex-start">
          {images.map((image, index) => (
            <MediaTile
              key={image.key}
              image={image}
              index={index}
              count={images.length}
              onMove={media.move}
              onRemove={media.remove}
              onCrop={setEditing}
              onAlt={setAltFor}
              onMetadata={webStory ? setDescribing : undefined}
              hasMetadata={metadataOf(image) !== null}
            />
          ))}
          <FileAttachmentTiles values={values} files={files} />
        </Group>
      )}
      {video?.mediaId !== undefined && (
        <Group>
          <VideoPostButton calendarId={calendarId} mediaId={video.mediaId} onUse={onVideoPost} />
        </Group>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <ImageEditorDialog
            imageUrl={editing.url}
            onCancel={() => setEditing(null)}
            onSave={(blob) => {
              void media.upload(blob, 'edited.png', editing.key);
              setEditing(null);
            }}
            onCrop={() => {
              setCropping(editing);
              setEditing(null);
            }}
            onMetadata={
              webStory
                ? () => {
                    setDescribing(editing);
                    setEditing(null);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      {cropping !== null && (
        <CropDialog
          imageUrl={cropping.url}
          onCancel={() => setCropping(null)}
          onSave={(blob) => {
            void media.upload(blob, 'cropped.png', cropping.key);
            setCropping(null);
          }}
        />
      )}
      {altFor !== null && (
        <AltTextDialog
          imageUrl={altFor.url}
          initial={altFor.alt ?? ''}
          networks={networks}
          onCancel={() => setAltFor(null)}
          onAdd={(alt) => {
            media.setAlt(altFor.key, alt);
            setAltFor(null);
          }}
        />
      )}
      {describing !== null && (
        <ImageMetadataDialog
          imageUrl={describing.url}
          mediaId={metadataKeyOf(describing)}
          initial={metadataOf(describing)}
          onCancel={() => setDescribing(null)}
          onAdd={(entry) => {
            media.setMetadata(metadataKeyOf(describing), entry);
            setDescribing(null);
          }}
        />
      )}
      <FileThumbnailDialog files={files} />
    </Stack>
  );
}
