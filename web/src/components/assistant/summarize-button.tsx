import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const SummarizeModal = lazy(() =>
  import('./summarize-modal').then((module) => ({ default: module.SummarizeModal })),
);

interface SummarizeButtonProps {
  calendarId: string;
  /** What is written: the modal starts from it. */
  text: string;
  onUse: (summary: string, mode: 'replace' | 'append') => void;
  /** A PLAN_LIMIT answer: the upgrade modal, with the server's message. */
  onUpgrade: (message: string) => void;
}

/** 'Summarize Article or Paragraph', in the quotes section; its modal is fetched on first use. */
export function SummarizeButton({ calendarId, text, onUse, onUpgrade }: SummarizeButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="gray"
        leftSection={<IconFileText size={15} />}
        onClick={() => setOpened(true)}
      >
        Summarize Article or Paragraph
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SummarizeModal
            calendarId={calendarId}
            initialText={text}
            onClose={() => setOpened(false)}
            onUse={(summary, mode) => {
              onUse(summary, mode);
              setOpened(false);
            }}
            onUpgrade={(message) => {
              setOpened(false);
              onUpgrade(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
