import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type MediaView,
  imagesFromUrlDefaultMax,
  imagesFromUrlInputError,
  imagesFromUrlSelectionError,
  messages,
} from '@kairos/core';
import { useRef, useState } from 'react';
import { importImages, imagesOfPage } from './image-tools-api';
import { ImagePickGrid } from './image-pick-grid';

interface ImagesFromUrlDialogProps {
  calendarId: string;
  /** How many more images the post takes (at most the spec's 10). */
  max?: number;
  onCancel: () => void;
  onAdd: (media: MediaView[]) => void;
}

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * 'Get Images From URL' (the multi-image add from a page's link): the page's images as a grid, up
 * to `max` picked; the picked ones are fetched and stored by the server like uploads (0131).
 */
export function ImagesFromUrlDialog({
  calendarId,
  max = imagesFromUrlDefaultMax,
  onCancel,
  onAdd,
}: ImagesFromUrlDialogProps) {
  const [url, setUrl] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'finding' | 'adding' | null>(null);
  const finding = useRef<AbortController | null>(null);

  async function find() {
    const inputError = imagesFromUrlInputError(url);
    setError(inputError);
    if (inputError !== null) return;
    finding.current?.abort();
    const controller = new AbortController();
    finding.current = controller;
    setBusy('finding');
    setImages([]);
    setPicked(new Set());
    try {
      setImages(await imagesOfPage(url.trim(), controller.signal));
    } catch (failure) {
      if (!controller.signal.aborted) setError(errorText(failure));
    } finally {
      if (!controller.signal.aborted) setBusy(null);
    }
  }

  function toggle(image: string) {
    const next = new Set(picked);
    if (next.has(image)) next.delete(image);
    else next.add(image);
    setError(imagesFromUrlSelectionError(next.size, max));
    setPicked(next);
  }

  async function add() {
    const selectionError = imagesFromUrlSelectionError(picked.size, max);
    if (selectionError !== null) return setError(selectionError);
    setBusy('adding');
    try {
      onAdd(await importImages({ calendarId, images: [...picked].map((image) => ({ url: image })) }));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(null);
    }
  }

  return (
    <Modal
      opened
      onClose={onCancel}
      title={messages.imageTools.fromUrlTitle}
      size={720}
      centered
      zIndex={300}
    >
      <Stack gap="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Page URL"
              placeholder="https://"
              value={url}
              data-autofocus
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <Button type="submit" variant="default" loading={busy === 'finding'}>
              Get Images
            </Button>
          </Group>
        </form>
        {error !== null && (
          <Alert color="red" variant="light" py="xs" data-testid="images-from-url-error">
            {error}
          </Alert>
        )}
        {busy === 'finding' && <Loader size="sm" />}
        {images.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {picked.size} of {images.length} selected · up to {max}
            </Text>
            <ImagePickGrid
              images={images.map((image) => ({ key: image, url: image, thumbnailUrl: image }))}
              picked={picked}
              onToggle={toggle}
            />
          </>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button
          disabled={picked.size === 0 || picked.size > max}
          loading={busy === 'adding'}
          onClick={() => void add()}
        >
          ADD
        </Button>
      </Group>
    </Modal>
  );
}
