import { Button, Group } from '@mantine/core';
import { type ReactNode } from 'react';

interface ComposerFooterProps {
  accountPicker: ReactNode;
  scheduled: boolean;
  mediaLoading: boolean;
  saving: boolean;
  /** A viewer's: the post can be read, not saved. */
  readOnly: boolean;
  onCancel: () => void;
  onSaveDraft: () => void;
  onPost: () => void;
}

/**
 * Footer: account picker, 'Cancel', 'Save draft', and 'Post' or 'Schedule' (disabled while media loads,
 * and for a viewer).
 */
export function ComposerFooter(props: ComposerFooterProps) {
  const { accountPicker, scheduled, mediaLoading, saving, readOnly, onCancel, onSaveDraft, onPost } = props;
  const blocked = mediaLoading || saving || readOnly;
  return (
    <Group justify="space-between" wrap="nowrap">
      {accountPicker}
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="light" disabled={blocked} onClick={onSaveDraft}>
          Save draft
        </Button>
        <Button disabled={blocked} onClick={onPost} miw={110}>
          {scheduled ? 'Schedule' : 'Post'}
        </Button>
      </Group>
    </Group>
  );
}
