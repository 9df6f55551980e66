import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { acceptedImageTypes, messages } from '@kairos/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { uploadMedia } from '../../lib/media/upload-media';
import { readImageText } from './image-tools-api';

export interface ToolImage {
  key: string;
  url: string;
  mediaId?: string | undefined;
}

interface TextFromImageDialogProps {
  calendarId: string;
  /** The post's attached images: those uploaded (with a media id) can be read. */
  images: readonly ToolImage[];
  onCancel: () => void;
  onAdd: (text: string) => void;
}

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; text: string }
  | { state: 'failed'; error: string };

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * "Text-from-image dialog (CANCEL/ADD)": reads the text of an attached image, or of one uploaded
 * here, on the server (decision 0130); the text can be edited before ADD puts it in the message.
 */
export function TextFromImageDialog({ calendarId, images, onCancel, onAdd }: TextFromImageDialogProps) {
  const readable = images.filter((image) => image.mediaId !== undefined);
  const [chosen, setChosen] = useState<ToolImage | null>(null);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [uploading, setUploading] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  function choose(image: ToolImage) {
    running.current?.abort();
    setChosen(image);
    if (image.mediaId === undefined) return;
    const controller = new AbortController();
    running.current = controller;
    setReading({ state: 'reading' });
    readImageText(image.mediaId, controller.signal).then(
      (text) => setReading({ state: 'read', text }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setReading({ state: 'failed', error: errorText(failure) });
      },
    );
  }

  async function uploadAndRead(file: File | null) {
    if (file === null) return;
    setUploading(true);
    try {
      const media = await uploadMedia(file, calendarId, () => undefined, { kind: 'image' });
      choose({ key: media._id, url: media.thumbnailUrl ?? media.url, mediaId: media._id });
    } catch (failure) {
      setReading({ state: 'failed', error: errorText(failure) });
    } finally {
      setUploading(false);
    }
  }

  const text = reading.state === 'read' ? reading.text : '';
  return (
    <Modal
      opened
      onClose={onCancel}
      title={messages.imageTools.textFromImageTitle}
      size={560}
      centered
      zIndex={300}
    >
      <Stack gap="sm">
        <Group gap="xs" data-testid="text-image-choices">
          {readable.map((image) => (
            <UnstyledButton
              key={image.key}
              onClick={() => choose(image)}
              aria-label="Read this image"
              aria-pressed={chosen?.key === image.key}
              style={{
                outline: chosen?.key === image.key ? '3px solid var(--mantine-color-blue-6)' : 'none',
                borderRadius: 6,
              }}
            >
              <Image src={image.url} alt="" w={72} h={72} fit="cover" radius="sm" />
            </UnstyledButton>
          ))}
          <FileButton onChange={(file) => void uploadAndRead(file)} accept={acceptedImageTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="default" loading={uploading} leftSection={<IconUpload size={16} />}>
                Upload image
              </Button>
            )}
          </FileButton>
        </Group>
        {chosen === null && (
          <Text size="sm" c="dimmed">
            Choose an attached image or upload one to read its text.
          </Text>
        )}
        {reading.state === 'reading' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Reading the text…</Text>
          </Group>
        )}
        {reading.state === 'failed' && (
          <Alert color="red" variant="light" py="xs">
            {reading.error}
          </Alert>
        )}
        {reading.state === 'read' && text === '' && (
          <Text size="sm" c="dimmed">
            {messages.imageTools.noTextFound}
          </Text>
        )}
        {reading.state === 'read' && text !== '' && (
          <Textarea
            label="Text in the image"
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            data-testid="image-text"
            onChange={(event) => setReading({ state: 'read', text: event.currentTarget.value })}
          />
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button disabled={text.trim() === ''} onClick={() => onAdd(text.trim())}>
          ADD
        </Button>
      </Group>
    </Modal>
  );
}
