import { captionFromFileName, maxBulkImages, messages } from '@kairos/core';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CategorySelect } from '../../../components/ui/category-select';
import { errorMessage } from '../../../lib/api-error';
import { categoriesQuery } from '../../../lib/categories-query';
import { deleteTemporaryUploads, uploadMedia } from '../../../lib/media/upload-media';
import { useBulkImages } from '../api/feeds-api';

interface BulkImagesModalProps {
  calendarId: string;
  categoryId: string | null;
  onClose: () => void;
  onDone: (created: number) => void;
}

interface Chosen {
  file: File;
  caption: string;
  preview: string;
}

function useChosenFiles() {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => chosen.forEach((item) => URL.revokeObjectURL(item.preview)), [chosen]);
  const add = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    // 'Maximum 30 images or videos can be uploaded, please remove some of them to choose other files.'
    if (chosen.length + images.length > maxBulkImages) return setError(messages.media.maxBulk);
    setError(images.length < files.length ? messages.media.unsupportedFileFormat : null);
    setChosen((current) => [
      ...current,
      ...images.map((file) => ({
        file,
        caption: captionFromFileName(file.name),
        preview: URL.createObjectURL(file),
      })),
    ]);
  };
  const setCaption = (index: number, caption: string) =>
    setChosen((current) => current.map((item, at) => (at === index ? { ...item, caption } : item)));
  const remove = (index: number) => {
    setError(null);
    setChosen((current) => current.filter((_, at) => at !== index));
  };
  return { chosen, error, setError, add, setCaption, remove };
}

/**
 * Bulk images: up to 30 pictures at once, uploaded through the media pipeline, each becoming a library
 * post with its caption (taken from the file name, editable). All are saved together or none.
 */
export default function BulkImagesModal({ calendarId, categoryId, onClose, onDone }: BulkImagesModalProps) {
  const categories = useQuery(categoriesQuery(calendarId)).data ?? [];
  const [category, setCategory] = useState<string | null>(categoryId);
  const files = useChosenFiles();
  const [done, setDone] = useState<number | null>(null);
  const save = useBulkImages(calendarId);
  const busy = done !== null || save.isPending;
  const percent = useMemo(
    () => (done === null || files.chosen.length === 0 ? 0 : Math.round((done / files.chosen.length) * 100)),
    [done, files.chosen.length],
  );

  const submit = async () => {
    const uploaded: string[] = [];
    files.setError(null);
    setDone(0);
    try {
      for (const item of files.chosen) {
        uploaded.push((await uploadMedia(item.file, calendarId, () => undefined, { kind: 'image' }))._id);
        setDone(uploaded.length);
      }
      const result = await save.mutateAsync({
        categoryId: category,
        images: files.chosen.map((item, index) => ({
          mediaId: uploaded[index] ?? '',
          caption: item.caption,
        })),
      });
      onDone(result.created);
    } catch (error) {
      // Nothing half-saved: the uploads no post took are dropped.
      await deleteTemporaryUploads(uploaded).catch(() => undefined);
      files.setError(errorMessage(error));
      setDone(null);
    }
  };

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title="Upload images in bulk" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Each image becomes a library post; its caption comes from the file name and can be changed. Up to{' '}
          {maxBulkImages} at once.
        </Text>
        <Group justify="space-between">
          <FileButton
            onChange={files.add}
            accept="image/png,image/jpeg,image/gif,image/webp,image/heic"
            multiple
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} disabled={busy}>
                Choose images
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {files.chosen.length} / {maxBulkImages}
          </Text>
        </Group>
        {files.error !== null && (
          <Alert color="red" data-testid="bulk-error">
            {files.error}
          </Alert>
        )}
        <CategorySelect label="Category" categories={categories} value={category} onChange={setCategory} />
        <Stack gap="xs" mah={360} style={{ overflowY: 'auto' }}>
          {files.chosen.map((item, index) => (
            <Group key={item.preview} wrap="nowrap" data-testid="bulk-image">
              <Image src={item.preview} alt="" w={56} h={56} radius="sm" fit="cover" />
              <TextInput
                aria-label={`Caption of ${item.file.name}`}
                placeholder="Caption (optional)"
                value={item.caption}
                onChange={(event) => files.setCaption(index, event.currentTarget.value)}
                style={{ flex: 1 }}
                disabled={busy}
              />
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                onClick={() => files.remove(index)}
                disabled={busy}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
        {done !== null && <Progress value={percent} aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={files.chosen.length === 0}>
            {files.chosen.length === 1 ? 'Add 1 image' : `Add ${files.chosen.length} images`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
