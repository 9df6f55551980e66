import { Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { helpPath, useExternalLinks } from '../../lib/app-config';
import classes from './top-navigation.module.css';

type NavigationItem = { label: string; path: string; end?: boolean } | { label: string; href: string | null };

/**
 * Spec: "Top navigation: Home, Library, Calendar, Consulting (external booking link), Journal, Support".
 * The external links are the deployment's (CONSULTING_URL, SUPPORT_URL). Without SUPPORT_URL, Support
 * opens the built-in help page; without CONSULTING_URL there is no one to book, so Consulting is left
 * out (decision 0144).
 */
function navigationItems(links: ReturnType<typeof useExternalLinks>): NavigationItem[] {
  return [
    { label: 'Home', path: '', end: true },
    { label: 'Library', path: 'library' },
    { label: 'Calendar', path: 'calendar' },
    { label: 'Consulting', href: links.consulting },
    { label: 'Journal', path: 'journal' },
    links.support === null ? { label: 'Support', path: helpPath } : { label: 'Support', href: links.support },
  ];
}

export function TopNavigation({ calendarId }: { calendarId: string }) {
  const items = navigationItems(useExternalLinks()).filter((item) => !('href' in item) || item.href !== null);
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label="Main">
      {items.map((item) =>
        'href' in item ? (
          <a
            key={item.label}
            className={classes.link}
            href={item.href ?? undefined}
            target="_blank"
            rel="noreferrer"
          >
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
