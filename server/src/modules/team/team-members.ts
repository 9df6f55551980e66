import { canManageTeam, canViewCalendar, messages, type TeamMember } from '@kairos/core';
import type { Executor } from '../../db/database';
import { forbidden, notFound, validationFailed } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import * as repository from './team-repository';

export function toMember(row: repository.MemberRow): TeamMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    avatar: row.avatar,
    role: row.role,
    access: { calendars: row.calendarIds },
    status: row.hasPassword ? 'active' : 'invited',
  };
}

/** Section 6's admin-only check: inviting, changing and removing members. */
export function assertCanManage(auth: AuthContext): void {
  if (!canManageTeam(auth)) throw forbidden(messages.errors.forbidden);
}

/** The team's members, then the invitations to e-mails that have an account in another team. */
export async function memberRows(db: Executor, teamId: string): Promise<repository.MemberRow[]> {
  const [members, invitations] = await Promise.all([
    repository.listMembers(db, teamId),
    repository.listForeignInvitations(db, teamId),
  ]);
  return [...members, ...invitations];
}

/**
 * The list as the caller may see it: everyone in the team sees who is in it, and the calendars each
 * can use among the calendars the caller sees (another calendar's id tells a member nothing it may
 * know).
 */
export function memberAsSeenBy(auth: AuthContext, row: repository.MemberRow): TeamMember {
  const member = toMember(row);
  if (canManageTeam(auth)) return member;
  const calendars = member.access.calendars.filter((calendarId) => canViewCalendar(auth, calendarId));
  return { ...member, access: { calendars } };
}

export async function getMember(db: Executor, auth: AuthContext, memberId: string): Promise<TeamMember> {
  const member = (await memberRows(db, auth.teamId)).find((row) => row.id === memberId);
  if (!member) throw notFound();
  return toMember(member);
}

/** The calendars given, once each; 422 when one is not the team's. */
export async function assertTeamCalendars(
  tx: Executor,
  auth: AuthContext,
  calendarIds: string[],
): Promise<string[]> {
  const unique = [...new Set(calendarIds)];
  if ((await repository.countTeamCalendarsAmong(tx, auth.teamId, unique)) !== unique.length) {
    throw validationFailed('body.calendars', messages.team.unknownCalendar);
  }
  return unique;
}
