import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';

interface UpgradeModalProps {
  opened: boolean;
  /** The server's (or the plan rule's) message, e.g. "you have reached your limits of 1 calendars". */
  message: string;
  /** Where the Upgrade button leads; team members have no upgrade page, so they get none. */
  upgradeHref: string | null;
  onClose: () => void;
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function UpgradeModal({ opened, message, upgradeHref, onClose }: UpgradeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade your plan" centered>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="xl" variant="light" color="orange">
            <IconRocket size={18} />
          </ThemeIcon>
          <Text>{sentence(message)}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {upgradeHref !== null && (
            <Button component={Link} to={upgradeHref} onClick={onClose} color="orange">
              Upgrade
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
