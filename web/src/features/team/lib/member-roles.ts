import { type MemberRole, type Role } from '@kairos/core';

/** What each role may do (spec section 6, decision 0003), as the invite form explains it. */
export const roleOptions: ReadonlyArray<{ value: MemberRole; label: string; description: string }> = [
  { value: 'admin', label: 'Admin', description: 'Every calendar; manages the team and the calendars' },
  { value: 'editor', label: 'Editor', description: 'Creates and edits posts in the calendars given' },
  { value: 'viewer', label: 'Viewer', description: 'Sees the calendars given and changes nothing' },
];

/** Spec: "a user with no role is treated as full owner". */
export function roleLabel(role: Role): string {
  if (role === null) return 'Owner';
  return roleOptions.find((option) => option.value === role)?.label ?? role;
}

/** Owners and admins work in every calendar; the others in the calendars they were given. */
export function usesEveryCalendar(role: Role): boolean {
  return role === null || role === 'admin';
}
