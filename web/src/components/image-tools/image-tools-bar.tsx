import { Button, Group } from '@mantine/core';
import { type MediaView, imagesFromUrlDefaultMax, messages } from '@kairos/core';
import { IconLink, IconPhotoSearch, IconTextRecognition } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { ToolImage } from './text-from-image-dialog';

const TextFromImageDialog = lazy(() =>
  import('./text-from-image-dialog').then((module) => ({ default: module.TextFromImageDialog })),
);
const ImagesFromUrlDialog = lazy(() =>
  import('./images-from-url-dialog').then((module) => ({ default: module.ImagesFromUrlDialog })),
);
const SuggestedImagesDialog = lazy(() =>
  import('./suggested-images-dialog').then((module) => ({ default: module.SuggestedImagesDialog })),
);

interface ImageToolsBarProps {
  calendarId: string;
  /** The attached images (text from image reads the uploaded ones). */
  images: readonly ToolImage[];
  /** Puts read text in the message. */
  onText?: (text: string) => void;
  /** Attaches images the server stored (from a page or a stock search). */
  onMedia: (media: MediaView[]) => void;
}

type Open = 'text' | 'url' | 'suggested' | null;

/** The media tools beside the uploader (spec: multi-image add from links, image suggestions, text-from-image). */
export function ImageToolsBar({ calendarId, images, onText, onMedia }: ImageToolsBarProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const room = Math.max(0, imagesFromUrlDefaultMax - images.length);
  const attach = (media: MediaView[]) => {
    onMedia(media);
    close();
  };
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconLink size={15} />}
        onClick={() => setOpen('url')}
      >
        {messages.imageTools.fromUrlTitle}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPhotoSearch size={15} />}
        onClick={() => setOpen('suggested')}
      >
        Suggested images
      </Button>
      {onText !== undefined && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconTextRecognition size={15} />}
          onClick={() => setOpen('text')}
        >
          {messages.imageTools.textFromImageTitle}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'text' && onText !== undefined && (
          <TextFromImageDialog
            calendarId={calendarId}
            images={images}
            onCancel={close}
            onAdd={(text) => {
              onText(text);
              close();
            }}
          />
        )}
        {open === 'url' && (
          <ImagesFromUrlDialog calendarId={calendarId} max={room} onCancel={close} onAdd={attach} />
        )}
        {open === 'suggested' && (
          <SuggestedImagesDialog calendarId={calendarId} max={room} onCancel={close} onAdd={attach} />
        )}
      </Suspense>
    </Group>
  );
}
