import { Alert, Button, Center, Group, Image, Loader, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type CropState, cropFrame, drawCrop, initialCrop, outputSize } from '../utils/crop-math';
import { CropControls } from './crop-controls';

interface CropDialogProps {
  imageUrl: string;
  onCancel: () => void;
  onSave: (blob: Blob) => void;
}

const previewWidth = 520;

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

/** 'Picture editing': presets, zoom, rotate, reset; 'Confirm Crop' shows the result, 'Retry' goes back. */
export function CropDialog({ imageUrl, onCancel, onSave }: CropDialogProps) {
  const { image, failed } = useLoadedImage(imageUrl);
  const [crop, setCrop] = useState<CropState>(initialCrop);
  const [result, setResult] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const frame = image === null ? null : cropFrame(image, crop.rotation, crop.ratio);
  const previewHeight = frame === null ? 0 : Math.min(420, (previewWidth * frame.height) / frame.width);
  const previewSize =
    frame === null ? null : { width: (previewHeight * frame.width) / frame.height, height: previewHeight };

  useEffect(() => {
    if (image !== null && canvas.current !== null && previewSize !== null)
      drawCrop(canvas.current, image, crop, previewSize);
  });

  function confirm() {
    if (image === null) return;
    const output = document.createElement('canvas');
    drawCrop(output, image, crop, outputSize(image, crop));
    try {
      output.toBlob((blob) => {
        if (blob === null) return setError('The picture could not be cropped. Please try another one.');
        setResult({ blob, url: URL.createObjectURL(blob) });
      }, 'image/png');
    } catch {
      setError("This picture's website does not allow editing it here. Please upload the file instead.");
    }
  }

  function pan(event: React.PointerEvent) {
    if (drag.current === null || frame === null || previewSize === null) return;
    const scale = frame.width / crop.zoom / previewSize.width;
    const dx = (event.clientX - drag.current.x) * scale;
    const dy = (event.clientY - drag.current.y) * scale;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((current) => ({ ...current, offset: { x: current.offset.x - dx, y: current.offset.y - dy } }));
  }

  return (
    <Modal opened onClose={onCancel} title="Picture editing" size={600} centered zIndex={300}>
      <Stack gap="md">
        {(failed || error !== null) && (
          <Alert color="red" variant="light">
            {error ?? 'The picture could not be loaded for editing.'}
          </Alert>
        )}
        {result !== null ? (
          <Center>
            <Image src={result.url} alt="Cropped picture" mah={420} fit="contain" radius="sm" />
          </Center>
        ) : image === null ? (
          !failed && (
            <Center h={240}>
              <Loader />
            </Center>
          )
        ) : (
          <>
            <Center bg="gray.1" p="xs" style={{ borderRadius: 8 }}>
              <canvas
                ref={canvas}
                data-testid="crop-canvas"
                style={{ cursor: 'grab', touchAction: 'none', maxWidth: '100%' }}
                onPointerDown={(event) => (drag.current = { x: event.clientX, y: event.clientY })}
                onPointerMove={pan}
                onPointerUp={() => (drag.current = null)}
                onPointerLeave={() => (drag.current = null)}
              />
            </Center>
            <CropControls crop={crop} onChange={setCrop} onReset={() => setCrop(initialCrop)} />
          </>
        )}
        <Group justify="space-between">
          {result === null ? (
            <Button variant="light" disabled={image === null} onClick={confirm}>
              Confirm Crop
            </Button>
          ) : (
            <Button variant="light" onClick={() => setResult(null)}>
              Retry
            </Button>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button disabled={result === null} onClick={() => result !== null && onSave(result.blob)}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
