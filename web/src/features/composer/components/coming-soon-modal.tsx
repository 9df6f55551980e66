import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconHourglass } from '@tabler/icons-react';

interface ComingSoonModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Tools whose endpoints a later release fills say so honestly instead of faking output. */
export function ComingSoonModal({ opened, onClose }: ComingSoonModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered size="sm" zIndex={300}>
      <Stack align="center" gap="md" py="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconHourglass size={26} />
        </ThemeIcon>
        <Text fw={600} ta="center">
          {messages.dialogs.comingSoon}
        </Text>
        <Group justify="center">
          <Button onClick={onClose}>Okay</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
