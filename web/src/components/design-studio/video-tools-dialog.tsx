import { Alert, Button, Group, Modal, NumberInput, Progress, Select, Stack, Text } from '@mantine/core';
import type { MediaView } from '@kairos/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import type { StudioPicture } from './banner-dialog';
import { startImageAudio, startTrim, useDesignJob } from './design-calls';

export interface StudioVideo {
  mediaId: string;
  duration: number;
}

interface VideoToolsDialogProps {
  tool: 'trim' | 'imageAudio';
  calendarId: string;
  video: StudioVideo | null;
  audioId: string | null;
  pictures: readonly StudioPicture[];
  onClose: () => void;
  onAttach: (media: MediaView) => void;
}

/** The video editor (trim start..end) and the video/audio maker (picture + the post's audio), as server jobs. */
export function VideoToolsDialog(props: VideoToolsDialogProps) {
  const { tool, calendarId, video, audioId, pictures, onClose, onAttach } = props;
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(video?.duration ?? 0);
  const [imageId, setImageId] = useState<string | null>(pictures[0]?.mediaId ?? null);
  const [uid, setUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useDesignJob(uid);

  const attached = useRef(false);
  useEffect(() => {
    // Once: the job's answer is read again on every poll and window focus.
    if (job.data?.status !== 'ready' || !job.data.media || attached.current) return;
    attached.current = true;
    onAttach(job.data.media);
  }, [job.data, onAttach]);
  const shownError = error ?? (job.data?.status === 'failed' ? job.data.error : null);

  const missing =
    tool === 'trim'
      ? video === null && 'Attach a video to the post first'
      : (audioId === null || pictures.length === 0) && 'Attach a picture and an audio file to the post first';

  async function run() {
    setError(null);
    try {
      if (tool === 'trim' && video)
        setUid(await startTrim({ calendarId, mediaId: video.mediaId, start, end }));
      if (tool === 'imageAudio' && imageId && audioId)
        setUid(await startImageAudio({ calendarId, imageId, audioId }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const working = uid !== null && job.data?.status !== 'failed' && job.data?.status !== 'ready';
  return (
    <Modal
      opened
      onClose={onClose}
      title={tool === 'trim' ? 'Video editor' : 'Video/audio maker'}
      data-testid="video-tools"
    >
      <Stack gap="sm">
        {missing ? <Text size="sm">{missing}</Text> : null}
        {tool === 'trim' && video && (
          <Group grow>
            <NumberInput
              label="Start (s)"
              min={0}
              max={video.duration}
              decimalScale={1}
              value={start}
              onChange={(v) => setStart(Number(v) || 0)}
            />
            <NumberInput
              label="End (s)"
              min={0}
              max={video.duration}
              decimalScale={1}
              value={end}
              onChange={(v) => setEnd(Number(v) || 0)}
            />
          </Group>
        )}
        {tool === 'imageAudio' && pictures.length > 0 && (
          <Select
            label="Picture"
            data={pictures.map((picture, index) => ({ value: picture.mediaId, label: `Image ${index + 1}` }))}
            value={imageId}
            onChange={setImageId}
            allowDeselect={false}
          />
        )}
        {working && <Progress value={job.data?.progress ?? 0} animated data-testid="video-progress" />}
        {shownError !== null && (
          <Alert color="red" variant="light">
            {shownError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button onClick={() => void run()} disabled={Boolean(missing) || working} loading={working}>
            {tool === 'trim' ? 'Trim' : 'Make video'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
