import { Button, Tooltip } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryFlow } from './retry-flow';

/** The Retry button of a blocked or failed post, with the spec's tooltip; the post is read on click. */
export function RetryButton({ postId, calendarId }: { postId: string; calendarId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={messages.retry.tooltip} withArrow multiline w={220}>
        <Button
          size="compact-xs"
          color="orange"
          variant="light"
          leftSection={<IconRefresh size={12} />}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          Retry
        </Button>
      </Tooltip>
      {open && <RetryFlow postId={postId} calendarId={calendarId} onClose={() => setOpen(false)} />}
    </>
  );
}
