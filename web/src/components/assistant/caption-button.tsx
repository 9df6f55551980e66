import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const CaptionDialog = lazy(() =>
  import('./caption-dialog').then((module) => ({ default: module.CaptionDialog })),
);

interface CaptionButtonProps {
  calendarId: string;
  /** What is written: the dialog starts from it. */
  text: string;
  onUse: (caption: string) => void;
}

/** 'Generate Caption': the icon, and the dialog it opens (its own chunk, fetched on first use). */
export function CaptionButton({ calendarId, text, onUse }: CaptionButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="Generate Caption">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Generate Caption"
          onClick={() => setOpened(true)}
        >
          <IconSparkles size={18} />
        </ActionIcon>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <CaptionDialog
            calendarId={calendarId}
            initialText={text}
            onClose={() => setOpened(false)}
            onUse={(caption) => {
              onUse(caption);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
