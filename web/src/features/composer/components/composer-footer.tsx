import { Button, Group } from '@mantine/core';
import { type ReactNode } from 'react';

interface ComposerFooterProps {
  accountPicker: ReactNode;
  scheduled: boolean;
  mediaLoading: boolean;
  saving: boolean;
  onCancel: () => void;
  onSaveDraft: () => void;
  onPost: () => void;
}

/** Footer: account picker, 'Cancel', 'Save draft', and 'Post' or 'Schedule' (disabled while media loads). */
export function ComposerFooter(props: ComposerFooterProps) {
  const { accountPicker, scheduled, mediaLoading, saving, onCancel, onSaveDraft, onPost } = props;
  return (
    <Group justify="space-between" wrap="nowrap">
      {accountPicker}
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="light" disabled={mediaLoading || saving} onClick={onSaveDraft}>
          Save draft
        </Button>
        <Button disabled={mediaLoading || saving} onClick={onPost} miw={110}>
          {scheduled ? 'Schedule' : 'Post'}
        </Button>
      </Group>
    </Group>
  );
}
