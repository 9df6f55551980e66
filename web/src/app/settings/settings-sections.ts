import { canManageTeam, type User } from '@kairos/core';

/** The sections of /{calendarId}/settings, each reached by its hash (#profile, #team, ...). */
export const settingsSectionIds = [
  'profile',
  'accounts',
  'team',
  'calendars',
  'plan',
  'notifications',
  'activity',
  'referFriend',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];

export const settingsSectionLabels: Readonly<Record<SettingsSectionId, string>> = {
  profile: 'Profile',
  accounts: 'Social accounts',
  team: 'Team',
  calendars: 'Calendars',
  plan: 'Plan and billing',
  notifications: 'Notifications',
  activity: 'Activity',
  referFriend: 'Refer a friend',
};

/**
 * Spec: "/settings#addSocialModal opens the add-account dialog" (in the accounts section) and the
 * voice intent "settings#referFriend". The connect flow returns to /settings?connect=… (or
 * ?reconnected, ?connectError): the accounts section too.
 */
export function sectionOfUrl(hash: string, search: string): SettingsSectionId | null {
  const name = hash.replace(/^#/, '');
  if (name === 'addSocialModal') return 'accounts';
  const known = settingsSectionIds.find((id) => id === name);
  if (known !== undefined) return known;
  const params = new URLSearchParams(search);
  if (['connect', 'reconnected', 'connectError'].some((key) => params.has(key))) return 'accounts';
  return null;
}

/** The activity list is for owners and admins; every other section is for everyone. */
export function sectionsFor(user: Pick<User, 'role' | 'access'>): SettingsSectionId[] {
  return settingsSectionIds.filter((id) => id !== 'activity' || canManageTeam(user));
}
