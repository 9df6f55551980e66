import {
  Alert,
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { mediaMaxBytes, messages, thumbnailError, thumbnailTypes } from '@kairos/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type ChosenThumbnail } from '../../lib/media/use-file-attachments';
import { captureFrame, imageSize } from '../../lib/media/video-frame';

interface ThumbnailDialogProps {
  /** The video to take a frame from: the chosen file's object URL, or the stored video. */
  source: string;
  onUpload: (blob: Blob, name: string) => Promise<ChosenThumbnail>;
  onUse: (thumbnail: ChosenThumbnail) => void;
  onCancel: () => void;
}

interface Candidate {
  blob: Blob;
  name: string;
  url: string;
}

const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} s`;

/** 'Choose Thumbnail': 'Choose from file' or 'Choose from video' (a frame), then 'Use Thumbnail'. */
export function ThumbnailDialog({ source, onUpload, onUse, onCancel }: ThumbnailDialogProps) {
  const [mode, setMode] = useState<'video' | 'file'>('video');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duration, setDuration] = useState(0);
  const [at, setAt] = useState(0);
  const [saving, setSaving] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => () => (candidate === null ? undefined : URL.revokeObjectURL(candidate.url)), [candidate]);

  function choose(blob: Blob, name: string) {
    setError(null);
    setCandidate({ blob, name, url: URL.createObjectURL(blob) });
  }

  async function captureNow() {
    const element = video.current;
    if (element === null) return;
    try {
      choose(await captureFrame(element), 'thumbnail.jpg');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function chooseFile(file: File | null) {
    if (file === null) return;
    // Type and size first (any shape passes here): a file that is not a jpg or png is not decoded.
    const square = { videoWidth: 1, videoHeight: 1 };
    const early = thumbnailError(
      [{ type: file.type, size: file.size, width: 1, height: 1 }],
      square,
      mediaMaxBytes.image,
    );
    if (early !== null) return setError(early);
    const size = await imageSize(file);
    if (size === null) return setError(messages.thumbnail.typeNotSupported);
    const element = video.current;
    if (element !== null && element.videoWidth > 0) {
      const shape = { videoWidth: element.videoWidth, videoHeight: element.videoHeight };
      const mismatch = thumbnailError(
        [{ type: file.type, size: file.size, ...size }],
        shape,
        mediaMaxBytes.image,
      );
      if (mismatch !== null) return setError(mismatch);
    }
    choose(file, file.name);
  }

  async function use() {
    if (candidate === null) return;
    setSaving(true);
    try {
      onUse(await onUpload(candidate.blob, candidate.name));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onCancel} title="Choose Thumbnail" size={640} centered zIndex={300}>
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value)}
          data={[
            { value: 'video', label: 'Choose from video' },
            { value: 'file', label: 'Choose from file' },
          ]}
        />
        <Box hidden={mode !== 'video'}>
          <Stack gap="xs">
            <AspectRatio ratio={16 / 9} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <video
                ref={video}
                src={source}
                crossOrigin={source.startsWith('blob:') ? undefined : 'anonymous'}
                muted
                playsInline
                preload="auto"
                aria-label="Video to take a frame from"
                onLoadedMetadata={(event) => {
                  setDuration(event.currentTarget.duration);
                  event.currentTarget.currentTime = Math.min(0.1, event.currentTarget.duration / 2);
                }}
                onSeeked={() => void captureNow()}
                onError={() =>
                  setError(
                    'This video cannot be played in this browser. Please choose a picture file instead.',
                  )
                }
                style={{ objectFit: 'contain' }}
              />
            </AspectRatio>
            <Text size="sm" c="dimmed" id="frame-label">
              Frame at {formatSeconds(at)}
            </Text>
            <Slider
              aria-labelledby="frame-label"
              min={0}
              max={Math.max(duration, 0.1)}
              step={0.1}
              value={at}
              disabled={duration === 0}
              label={null}
              onChange={(seconds) => {
                setAt(seconds);
                if (video.current !== null) video.current.currentTime = seconds;
              }}
            />
          </Stack>
        </Box>
        {mode === 'file' && (
          <Group>
            <FileButton onChange={(file) => void chooseFile(file)} accept={thumbnailTypes.join(',')}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhoto size={16} />}>
                  Choose from file
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              A jpg or png of the video&apos;s shape, up to 5 MB.
            </Text>
          </Group>
        )}
        {error !== null && (
          <Alert color="red" variant="light" py="xs">
            {error}
          </Alert>
        )}
        {candidate !== null && (
          <Group gap="sm" align="center">
            <Image
              src={candidate.url}
              alt="Chosen thumbnail"
              h={72}
              w="auto"
              radius="sm"
              data-testid="thumbnail-candidate"
            />
            <Text size="sm" c="dimmed">
              This picture will show before the video plays.
            </Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={candidate === null} loading={saving} onClick={() => void use()}>
            Use Thumbnail
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
