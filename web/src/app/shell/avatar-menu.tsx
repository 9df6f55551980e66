import { Avatar, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { messages, type User } from '@kairos/core';
import { IconChartBar, IconHelpCircle, IconLogout, IconSchool, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { helpPath, useExternalLinks } from '../../lib/app-config';

interface AvatarMenuProps {
  calendarId: string;
  user: User;
}

/** Spec: "Avatar menu: Settings, Analytics, University (...), Support (external booking link), Log Out." */
export function AvatarMenu({ calendarId, user }: AvatarMenuProps) {
  const logout = useLogout();
  const { support } = useExternalLinks();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar src={user.avatar} name={user.name} color="initials" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={`/${calendarId}/settings`} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={`/${calendarId}/analytics`} leftSection={<IconChartBar size={16} />}>
          Analytics
        </Menu.Item>
        <Tooltip label={messages.shell.universityTooltip} position="left" withArrow>
          <Menu.Item leftSection={<IconSchool size={16} />} closeMenuOnClick={false} aria-disabled>
            University
          </Menu.Item>
        </Tooltip>
        {support === null ? (
          // No SUPPORT_URL: the built-in help page (decision 0144).
          <Menu.Item
            component={Link}
            to={`/${calendarId}/${helpPath}`}
            leftSection={<IconHelpCircle size={16} />}
          >
            Support
          </Menu.Item>
        ) : (
          <Menu.Item
            component="a"
            href={support}
            target="_blank"
            rel="noreferrer"
            leftSection={<IconHelpCircle size={16} />}
          >
            Support
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
