import { Button } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The highlighted upgrade offer for users who have not paid yet. */
export function DealButton({ to }: { to: string }) {
  return (
    <Button
      component={Link}
      to={to}
      radius="xl"
      size="sm"
      variant="gradient"
      gradient={{ from: 'orange.6', to: 'pink.6', deg: 100 }}
      leftSection={<IconGift size={16} />}
    >
      {messages.shell.dealButton}
    </Button>
  );
}
