import { Button } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { VideoPostChoice } from './video-post-dialog';

const VideoPostDialog = lazy(() =>
  import('./video-post-dialog').then((module) => ({ default: module.VideoPostDialog })),
);

interface VideoPostButtonProps {
  calendarId: string;
  /** The uploaded video. */
  mediaId: string;
  onUse: (choice: VideoPostChoice) => void;
}

/** "create post from video with AI": a title and a caption proposed for the attached video. */
export function VideoPostButton({ calendarId, mediaId, onUse }: VideoPostButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconMovie size={15} />}
        onClick={() => setOpened(true)}
      >
        Post from video with AI
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <VideoPostDialog
            calendarId={calendarId}
            mediaId={mediaId}
            onClose={() => setOpened(false)}
            onUse={(choice) => {
              onUse(choice);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
