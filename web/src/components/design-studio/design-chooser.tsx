import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { studioSizes, type DesignSizeId, type MediaView } from '@kairos/core';
import { lazy, Suspense, useState } from 'react';
import { BannerDialog, type StudioPicture } from './banner-dialog';
import { VideoToolsDialog, type StudioVideo } from './video-tools-dialog';

// Konva is loaded only when the editor opens (decision 0137): the first page stays light.
const DesignEditor = lazy(() =>
  import('./design-editor').then((module) => ({ default: module.DesignEditor })),
);

export interface DesignChooserProps {
  calendarId: string;
  pictures: readonly StudioPicture[];
  video: StudioVideo | null;
  audioId: string | null;
  onClose: () => void;
  onImage: (media: MediaView) => void;
  onVideo: (media: MediaView) => void;
  onDesign: (file: Blob, name: string) => void;
}

type Tool = 'choose' | 'templates' | 'editor' | 'trim' | 'imageAudio';

/** Spec: 'Please Choose Your Graphic Design Tool' (embedded design tool, design dropdown, video editor, video/audio maker). */
export function DesignChooser(props: DesignChooserProps) {
  const { calendarId, pictures, video, audioId, onClose } = props;
  const [tool, setTool] = useState<Tool>('choose');
  const [sizeId, setSizeId] = useState<DesignSizeId>('instagram-post');
  const size = studioSizes.find((each) => each.id === sizeId) ?? studioSizes[0];
  const done =
    <T,>(use: (value: T) => void) =>
    (value: T) => {
      use(value);
      onClose();
    };

  if (tool === 'templates')
    return (
      <BannerDialog
        calendarId={calendarId}
        pictures={pictures}
        onClose={onClose}
        onAttach={done(props.onImage)}
      />
    );
  if (tool === 'editor')
    return (
      <Suspense fallback={null}>
        <DesignEditor
          width={size.width}
          height={size.height}
          pictures={pictures}
          onClose={onClose}
          onExport={(file, name) => {
            props.onDesign(file, name);
            onClose();
          }}
        />
      </Suspense>
    );
  if (tool === 'trim' || tool === 'imageAudio')
    return (
      <VideoToolsDialog
        tool={tool}
        calendarId={calendarId}
        video={video}
        audioId={audioId}
        pictures={pictures}
        onClose={onClose}
        onAttach={done(props.onVideo)}
      />
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title="Please Choose Your Graphic Design Tool"
      data-testid="design-chooser"
    >
      <Stack gap="md">
        <Button variant="light" onClick={() => setTool('templates')}>
          Embedded design tool: templates and banners
        </Button>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Design
          </Text>
          <Group wrap="nowrap" align="flex-end">
            <Select
              aria-label="Design size"
              data={studioSizes.map((each) => ({
                value: each.id,
                label: `${each.label} ${each.width}x${each.height}`,
              }))}
              value={sizeId}
              onChange={(value) => value && setSizeId(value)}
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <Button onClick={() => setTool('editor')}>Open editor</Button>
          </Group>
        </Stack>
        <Group grow>
          <Button variant="default" onClick={() => setTool('trim')}>
            Video editor
          </Button>
          <Button variant="default" onClick={() => setTool('imageAudio')}>
            Video/audio maker
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
