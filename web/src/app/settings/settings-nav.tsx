import { NavLink, Stack } from '@mantine/core';
import {
  IconBell,
  IconCalendar,
  IconCreditCard,
  IconHistory,
  IconGift,
  IconShare,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { settingsSectionLabels, type SettingsSectionId } from './settings-sections';

const icons: Readonly<Record<SettingsSectionId, ReactNode>> = {
  profile: <IconUser size={18} />,
  accounts: <IconShare size={18} />,
  team: <IconUsers size={18} />,
  calendars: <IconCalendar size={18} />,
  plan: <IconCreditCard size={18} />,
  notifications: <IconBell size={18} />,
  activity: <IconHistory size={18} />,
  referFriend: <IconGift size={18} />,
};

interface SettingsNavProps {
  sections: readonly SettingsSectionId[];
  current: SettingsSectionId;
}

/** The section list beside the content; each entry is a link to its hash, so it can be shared. */
export function SettingsNav({ sections, current }: SettingsNavProps) {
  return (
    <Stack component="nav" aria-label="Settings sections" gap={2}>
      {sections.map((id) => (
        <NavLink
          key={id}
          component={Link}
          to={{ hash: id }}
          label={settingsSectionLabels[id]}
          leftSection={icons[id]}
          active={id === current}
          aria-current={id === current ? 'page' : undefined}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
