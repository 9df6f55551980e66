import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type MediaView,
  type SuggestedImage,
  imagesFromUrlDefaultMax,
  imagesFromUrlSelectionError,
  messages,
} from '@kairos/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { importImages, searchSuggestedImages } from './image-tools-api';
import { ImagePickGrid } from './image-pick-grid';

interface SuggestedImagesDialogProps {
  calendarId: string;
  /** How many more images the post takes. */
  max?: number;
  onCancel: () => void;
  onAdd: (media: MediaView[]) => void;
}

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const credit = (image: SuggestedImage) =>
  image.attribution === null ? undefined : `${image.attribution.author} · ${image.attribution.provider}`;

/**
 * 'Select Suggested Images' (decision 0132): a search submitted with Enter (a new one aborts the
 * last), the calendar's own images and stock photos to pick; stock picks are fetched by the server
 * (5 MB at most) and stored with their attribution, own images are attached as they are.
 */
export function SuggestedImagesDialog({
  calendarId,
  max = imagesFromUrlDefaultMax,
  onCancel,
  onAdd,
}: SuggestedImagesDialogProps) {
  const [query, setQuery] = useState('');
  const [images, setImages] = useState<SuggestedImage[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'searching' | 'adding' | null>(null);
  const [searched, setSearched] = useState(false);
  const running = useRef<AbortController | null>(null);

  async function search(page: number, searched = query.trim()) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy('searching');
    setSearched(true);
    try {
      const reply = await searchSuggestedImages({ calendarId, query: searched, page }, controller.signal);
      setImages((current) => (page === 1 ? reply.images : [...current, ...reply.images]));
      setNextPage(reply.nextPage);
    } catch {
      // The spec: "Image suggestion failure: empty list."
      if (controller.signal.aborted) return;
      if (page === 1) setImages([]);
      setNextPage(null);
    }
    setBusy(null);
  }

  useEffect(() => () => running.current?.abort(), []);

  function toggle(url: string) {
    const next = new Set(picked);
    if (next.has(url)) next.delete(url);
    else next.add(url);
    setError(imagesFromUrlSelectionError(next.size, max));
    setPicked(next);
  }

  async function add() {
    const chosen = images.filter((image) => picked.has(image.url));
    const selectionError = imagesFromUrlSelectionError(chosen.length, max);
    if (selectionError !== null) return setError(selectionError);
    setBusy('adding');
    try {
      const stock = chosen.filter((image) => image.media === null);
      const stored =
        stock.length === 0
          ? []
          : await importImages({
              calendarId,
              images: stock.map((image) => ({
                url: image.url,
                attribution: image.attribution,
                tags: query.trim() === '' ? [] : [query.trim().slice(0, 50)],
              })),
            });
      const own = chosen.flatMap((image) => (image.media === null ? [] : [image.media]));
      onAdd([...own, ...stored]);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(null);
    }
  }

  return (
    <Modal
      opened
      onClose={onCancel}
      title={messages.imageTools.suggestedTitle}
      size={760}
      centered
      zIndex={300}
    >
      <Stack gap="sm">
        <TextInput
          placeholder="Search images"
          leftSection={<IconSearch size={16} />}
          value={query}
          data-autofocus
          aria-label="Search images"
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setPicked(new Set());
              void search(1);
            }
          }}
        />
        {error !== null && (
          <Alert color="red" variant="light" py="xs">
            {error}
          </Alert>
        )}
        {!searched && (
          <Text size="sm" c="dimmed">
            Press Enter to see your newest images, or type words to search your images and stock photos.
          </Text>
        )}
        {searched && busy !== 'searching' && images.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="suggested-empty">
            {messages.media.imagesNotFound}
          </Text>
        )}
        {images.length > 0 && (
          <ImagePickGrid
            images={images.map((image) => ({
              key: image.url,
              url: image.url,
              thumbnailUrl: image.thumbnailUrl,
              caption: credit(image),
            }))}
            picked={picked}
            onToggle={toggle}
          />
        )}
        {busy === 'searching' && <Loader size="sm" />}
        {nextPage !== null && busy === null && (
          <Anchor component="button" size="sm" onClick={() => void search(nextPage)}>
            More images
          </Anchor>
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
