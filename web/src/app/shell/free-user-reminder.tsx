import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { Link } from 'react-router';

/** The no-plan modal: "It seems like you don't have a membership…" with 'Choose new Plan'. */
export function FreeUserReminder({ upgradeHref, onClose }: { upgradeHref: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Your membership" centered>
      <Stack gap="md">
        <Text>{messages.plans.noPlan}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Later
          </Button>
          <Button component={Link} to={upgradeHref} onClick={onClose} color="orange">
            {messages.plans.chooseNewPlan}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
