import {
  ActionIcon,
  Alert,
  Button,
  Center,
  ColorInput,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { messages } from '@kairos/core';
import {
  IconCrop,
  IconFlipHorizontal,
  IconFlipVertical,
  IconRotate,
  IconRotateClockwise,
  IconTag,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type ImageEdit, drawEdit, initialEdit, isUnchanged, overlayError, turned } from './image-edit';

interface ImageEditorDialogProps {
  imageUrl: string;
  onCancel: () => void;
  /** The edited picture, as a PNG file to upload in place of the attachment. */
  onSave: (blob: Blob) => void;
  /** Hands over to the crop dialog ('Picture editing'). */
  onCrop: () => void;
  /** Web stories only: hands over to the image metadata dialog. */
  onMetadata?: (() => void) | undefined;
}

const previewSide = 460;

function useLoadedImage(url: string) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = new window.Image();
    // Drawing another site's picture on a canvas needs its permission (CORS), or the canvas is locked.
    element.crossOrigin = 'anonymous';
    element.onload = () => setImage(element);
    element.onerror = () => setFailed(true);
    element.src = url;
  }, [url]);
  return { image, failed };
}

/**
 * The image editor (decision 0133): rotate, flip, brightness and contrast, a line of text; crop and
 * the web-story metadata are one click away. Drawn on a canvas in the browser; Save uploads the
 * result as a new upload that replaces the attachment.
 */
export function ImageEditorDialog({
  imageUrl,
  onCancel,
  onSave,
  onCrop,
  onMetadata,
}: ImageEditorDialogProps) {
  const { image, failed } = useLoadedImage(imageUrl);
  const [edit, setEdit] = useState<ImageEdit>(initialEdit);
  const [error, setError] = useState<string | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const set = (patch: Partial<ImageEdit>) => setEdit((current) => ({ ...current, ...patch }));
  const textError = overlayError(edit.text);

  useEffect(() => {
    if (image === null || preview.current === null) return;
    const longest = Math.max(image.naturalWidth, image.naturalHeight);
    drawEdit(preview.current, image, edit, Math.min(1, previewSide / longest));
  }, [image, edit]);

  function save() {
    if (image === null) return;
    const output = document.createElement('canvas');
    drawEdit(output, image, edit);
    try {
      output.toBlob((blob) => {
        if (blob === null) return setError('The picture could not be saved. Please try another one.');
        onSave(blob);
      }, 'image/png');
    } catch {
      setError("This picture's website does not allow editing it here. Please upload the file instead.");
    }
  }

  return (
    <Modal opened onClose={onCancel} title={messages.imageTools.editorTitle} size={640} centered zIndex={300}>
      <Stack gap="sm">
        {(failed || error !== null) && (
          <Alert color="red" variant="light">
            {error ?? 'The picture could not be loaded for editing.'}
          </Alert>
        )}
        <Center mih={200} bg="gray.1" style={{ borderRadius: 6 }}>
          {image === null && !failed ? (
            <Loader />
          ) : (
            <canvas ref={preview} data-testid="image-editor-canvas" style={{ maxWidth: '100%' }} />
          )}
        </Center>
        <Group gap="xs">
          <Tooltip label="Rotate left">
            <ActionIcon variant="default" aria-label="Rotate left" onClick={() => setEdit(turned(edit, -90))}>
              <IconRotate size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rotate right">
            <ActionIcon variant="default" aria-label="Rotate right" onClick={() => setEdit(turned(edit, 90))}>
              <IconRotateClockwise size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Flip horizontally">
            <ActionIcon
              variant={edit.flipX ? 'filled' : 'default'}
              aria-label="Flip horizontally"
              aria-pressed={edit.flipX}
              onClick={() => set({ flipX: !edit.flipX })}
            >
              <IconFlipVertical size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Flip vertically">
            <ActionIcon
              variant={edit.flipY ? 'filled' : 'default'}
              aria-label="Flip vertically"
              aria-pressed={edit.flipY}
              onClick={() => set({ flipY: !edit.flipY })}
            >
              <IconFlipHorizontal size={18} />
            </ActionIcon>
          </Tooltip>
          <Button variant="subtle" size="compact-sm" leftSection={<IconCrop size={15} />} onClick={onCrop}>
            Crop
          </Button>
          {onMetadata !== undefined && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconTag size={15} />}
              onClick={onMetadata}
            >
              Image metadata
            </Button>
          )}
          <Text size="xs" c="dimmed" ml="auto" data-testid="image-editor-rotation">
            {edit.rotation}°
          </Text>
        </Group>
        <Group grow>
          <Stack gap={2}>
            <Text size="sm">Brightness</Text>
            <Slider
              min={20}
              max={200}
              value={edit.brightness}
              label={(value) => `${value}%`}
              aria-label="Brightness"
              onChange={(brightness) => set({ brightness })}
            />
          </Stack>
          <Stack gap={2}>
            <Text size="sm">Contrast</Text>
            <Slider
              min={20}
              max={200}
              value={edit.contrast}
              label={(value) => `${value}%`}
              aria-label="Contrast"
              onChange={(contrast) => set({ contrast })}
            />
          </Stack>
        </Group>
        <Group align="flex-start" grow>
          <TextInput
            label="Text on the picture"
            value={edit.text}
            error={textError}
            onChange={(event) => set({ text: event.currentTarget.value })}
          />
          <ColorInput
            label="Text colour"
            value={edit.textColor}
            onChange={(textColor) => set({ textColor })}
            popoverProps={{ zIndex: 400 }}
          />
        </Group>
        <SegmentedControl
          value={edit.textPosition}
          data={[
            { label: 'Top', value: 'top' },
            { label: 'Centre', value: 'center' },
            { label: 'Bottom', value: 'bottom' },
          ]}
          onChange={(value) => set({ textPosition: value })}
        />
      </Stack>
      <Group justify="space-between" mt="lg">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => setEdit(initialEdit)}
          disabled={isUnchanged(edit)}
        >
          Reset
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} disabled={image === null || isUnchanged(edit) || textError !== null}>
            Save
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
