import { Alert, Anchor, Group, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

interface ExpiredAccountsBannerProps {
  calendarId: string;
}

/** Shown while the current calendar has connected accounts whose tokens expired (showReconnect). */
export function ExpiredAccountsBanner({ calendarId }: ExpiredAccountsBannerProps) {
  return (
    <Alert color="yellow" variant="light" radius={0} icon={<IconAlertTriangle size={18} />} py="xs">
      <Group gap="xs">
        <Text size="sm">{messages.calendars.expiredAccounts}</Text>
        <Anchor component={Link} to={`/${calendarId}/settings#accounts`} size="sm" fw={600}>
          Go to Settings
        </Anchor>
      </Group>
    </Alert>
  );
}
