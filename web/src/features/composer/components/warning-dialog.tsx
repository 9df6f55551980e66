import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface WarningDialogProps {
  message: string | null;
  onEdit: () => void;
  onPostAnyway: () => void;
}

/** The composer's warning dialogs (no media, Instagram GIF, Pinterest images, ...): 'Edit' or 'Post anyway'. */
export function WarningDialog({ message, onEdit, onPostAnyway }: WarningDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onEdit} title="Before you post" centered zIndex={300}>
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="xl" variant="light" color="orange">
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onEdit}>
            {messages.dialogs.edit}
          </Button>
          <Button color="orange" onClick={onPostAnyway}>
            {messages.dialogs.postAnyway}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
