/**
 * Spec section 6: "Roles: admin, editor, viewer; a user with no role is treated as full owner." The
 * rules here are plain functions without zod (the web app's shell uses them on its first page); the
 * schema is role-schema.ts.
 */
export const memberRoles = ['admin', 'editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type Role = MemberRole | null;

/** The part of a user that every authorization decision needs. */
export interface Actor {
  role: Role;
  access: { calendars: readonly string[] };
}

const isOwnerOrAdmin = (actor: Actor): boolean => actor.role === null || actor.role === 'admin';

/**
 * "Calendar access: viewer never; admin or no role always; others only if the calendar is in
 * access.calendars." Viewers may look at the calendars they were given, never change them.
 */
export function canViewCalendar(actor: Actor, calendarId: string): boolean {
  return isOwnerOrAdmin(actor) || actor.access.calendars.includes(calendarId);
}

/** Editing content (posts, accounts, library) in a calendar. */
export function canEditCalendar(actor: Actor, calendarId: string): boolean {
  if (actor.role === 'viewer') return false;
  return isOwnerOrAdmin(actor) || actor.access.calendars.includes(calendarId);
}

/** Adding, renaming and removing calendars: the two calendar checks of section 6. */
export function canManageCalendars(actor: Actor): boolean {
  return isOwnerOrAdmin(actor);
}

/** Inviting, changing and removing team members: admin-level settings. */
export function canManageTeam(actor: Actor): boolean {
  return isOwnerOrAdmin(actor);
}

/** Only users outside a team's membership (the owner) see the upgrade page and the deal button. */
export function canSeeUpgrade(actor: Actor): boolean {
  return actor.role === null;
}

/** The calendars an actor may see, from all of a team's calendars. */
export function visibleCalendarIds(actor: Actor, teamCalendarIds: readonly string[]): string[] {
  return teamCalendarIds.filter((id) => canViewCalendar(actor, id));
}
