import { Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { externalLinks } from '../../lib/external-links';
import classes from './top-navigation.module.css';

type NavigationItem = { label: string; path: string; end?: boolean } | { label: string; href: string };

/** Spec: "Top navigation: Home, Library, Calendar, Consulting (external booking link), Journal, Support". */
const items: NavigationItem[] = [
  { label: 'Home', path: '', end: true },
  { label: 'Library', path: 'library' },
  { label: 'Calendar', path: 'calendar' },
  { label: 'Consulting', href: externalLinks.consulting },
  { label: 'Journal', path: 'journal' },
  { label: 'Support', href: externalLinks.support },
];

export function TopNavigation({ calendarId }: { calendarId: string }) {
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label="Main">
      {items.map((item) =>
        'href' in item ? (
          <a key={item.label} className={classes.link} href={item.href} target="_blank" rel="noreferrer">
            {item.label}
            <IconExternalLink size={14} stroke={1.6} aria-hidden />
          </a>
        ) : (
          <NavLink
            key={item.label}
            className={classes.link}
            to={item.path === '' ? `/${calendarId}` : `/${calendarId}/${item.path}`}
            end={item.end ?? false}
          >
            {item.label}
          </NavLink>
        ),
      )}
    </Group>
  );
}
