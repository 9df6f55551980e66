import { ActionIcon, Loader, Popover, Tooltip } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The list and its calls load on the first click: the editors stay light.
const HashtagGroupPicker = lazy(() =>
  import('./hashtag-group-picker').then((module) => ({ default: module.HashtagGroupPicker })),
);
const HashtagGroupsModal = lazy(() =>
  import('./hashtag-groups-modal').then((module) => ({ default: module.HashtagGroupsModal })),
);

interface HashtagGroupButtonProps {
  calendarId: string;
  /** Inserts the text (a list's hashtags) where the cursor is. */
  onInsert: (text: string) => void;
}

/** `#addHashtag`: the calendar's hashtag lists, each inserted into the message in one click. */
export function HashtagGroupButton({ calendarId, onInsert }: HashtagGroupButtonProps) {
  const [opened, setOpened] = useState(false);
  const [managing, setManaging] = useState(false);
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        width={340}
        withinPortal
      >
        <Popover.Target>
          <Tooltip label="Hashtag lists">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Hashtag lists"
              onClick={() => setOpened((open) => !open)}
            >
              <IconHash size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p="sm">
          {opened && (
            <Suspense fallback={<Loader size="sm" />}>
              <HashtagGroupPicker
                calendarId={calendarId}
                onInsert={(text) => {
                  onInsert(text);
                  setOpened(false);
                }}
                onManage={() => {
                  setOpened(false);
                  setManaging(true);
                }}
              />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
      {managing && (
        <Suspense fallback={null}>
          <HashtagGroupsModal calendarId={calendarId} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </>
  );
}
