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

/**
 * Section 6: "Calendar editing and adding/removing use two separate checks". This is the first:
 * adding and removing calendars. A calendar counts against the team's plan, and removing one takes
 * "all records tied to it" with it: owners and admins only (decision 0081).
 */
export function canAddOrRemoveCalendars(actor: Actor): boolean {
  return isOwnerOrAdmin(actor);
}

/**
 * The second: editing one calendar (its name). Whoever edits the calendar's content may name it:
 * the owner, admins, and editors given that calendar; never viewers (decision 0081).
 */
export function canEditCalendarDetails(actor: Actor, calendarId: string): boolean {
  return canEditCalendar(actor, calendarId);
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
