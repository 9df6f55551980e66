import { ActionIcon, Popover, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';

/**
 * The notifications dropdown. The list (GET /api/notifications, seen-marking after 2 s, reconnect
 * modal) comes with the notifications issue; until then it always shows the empty state.
 */
export function NotificationsBell() {
  return (
    <Popover width={340} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
          <IconBell size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="md">
        <Title order={4} fz="md" mb="md">
          Notifications
        </Title>
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon variant="light" color="gray" size={44} radius="xl">
            <IconBellOff size={22} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {messages.notifications.empty}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
