import {
  canManageTeam,
  messages,
  type InviteMemberBody,
  type TeamMember,
  type UpdateMemberBody,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { AppError, forbidden, notFound, validationFailed } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import type { AuthContext } from '../session/auth-context';
import { insertPasswordToken } from '../session/session-repository';
import { hashToken, newToken } from '../session/tokens';
import { findUserByEmail, findUserById, updateUser } from '../users/user-repository';
import * as repository from './team-repository';

const invitationDays = 7;

function toMember(row: repository.MemberRow): TeamMember {
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

export function createTeamService(deps: { db: Database; config: Config; mailer: Mailer; now: () => Date }) {
  const { db, config, mailer, now } = deps;

  function assertCanManage(auth: AuthContext): void {
    if (!canManageTeam(auth)) throw forbidden(messages.errors.forbidden);
  }

  async function assertTeamCalendars(
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

  /** The team's members, then the invitations to e-mails that have an account in another team. */
  async function rows(teamId: string): Promise<repository.MemberRow[]> {
    const [members, invitations] = await Promise.all([
      repository.listMembers(db, teamId),
      repository.listForeignInvitations(db, teamId),
    ]);
    return [...members, ...invitations];
  }

  async function list(auth: AuthContext): Promise<TeamMember[]> {
    assertCanManage(auth);
    return (await rows(auth.teamId)).map(toMember);
  }

  async function get(auth: AuthContext, memberId: string): Promise<TeamMember> {
    const member = (await rows(auth.teamId)).find((row) => row.id === memberId);
    if (!member) throw notFound();
    return toMember(member);
  }

  /** A member of another team, the owner and oneself cannot be changed here. */
  async function assertChangeable(auth: AuthContext, memberId: string): Promise<void> {
    assertCanManage(auth);
    const member = await findUserById(db, memberId);
    if (!member || member.teamId !== auth.teamId) throw notFound();
    if (member.role === null) throw new AppError('RULE_VIOLATION', messages.team.cannotChangeOwner);
    if (member.id === auth.userId) throw new AppError('RULE_VIOLATION', messages.team.cannotChangeSelf);
  }

  /**
   * Inviting answers the same whether or not the e-mail has an account elsewhere (issue 14: it told
   * anyone with a team who had an account): only the team's own members and invitations are refused.
   */
  async function invite(auth: AuthContext, body: InviteMemberBody): Promise<TeamMember> {
    assertCanManage(auth);
    const existing = await findUserByEmail(db, body.email);
    const invitedAlready = await repository.findForeignInvitation(db, auth.teamId, { email: body.email });
    if (existing?.teamId === auth.teamId || invitedAlready)
      throw validationFailed('body.email', messages.team.memberExists);
    const inviter = await findUserById(db, auth.userId);
    if (existing) return inviteFromAnotherTeam(auth, body, inviter?.name ?? null);
    const token = newToken();
    const memberId = await db.transaction(async (tx) => {
      const calendarIds = await assertTeamCalendars(tx, auth, body.calendars);
      const id = await repository.insertMember(tx, {
        teamId: auth.teamId,
        email: body.email,
        name: body.name ?? body.email.split('@')[0] ?? body.email,
        role: body.role,
        timezone: inviter?.timezone ?? 'UTC',
      });
      await repository.replaceCalendarAccess(tx, id, calendarIds);
      await insertPasswordToken(tx, {
        userId: id,
        tokenHash: hashToken(token),
        purpose: 'invite',
        expiresAt: new Date(now().getTime() + invitationDays * 24 * 3600 * 1000),
      });
      return id;
    });
    const link = `${config.publicUrl}/create-new-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: body.email,
      subject: `${inviter?.name ?? 'Your team'} invited you to Kairos`,
      text: `Hi,\n\n${inviter?.name ?? 'A colleague'} invited you to work with their team on Kairos as ${body.role}. Choose your password within ${invitationDays} days to join:\n\n${link}\n`,
    });
    return get(auth, memberId);
  }

  /**
   * The e-mail has an account in another team, and an account belongs to one team: the invitation is
   * listed like any other, and the mail says what joining takes.
   */
  async function inviteFromAnotherTeam(
    auth: AuthContext,
    body: InviteMemberBody,
    inviterName: string | null,
  ): Promise<TeamMember> {
    const id = await db.transaction(async (tx) =>
      repository.insertForeignInvitation(tx, {
        teamId: auth.teamId,
        email: body.email,
        name: body.name ?? body.email.split('@')[0] ?? body.email,
        role: body.role,
        calendarIds: await assertTeamCalendars(tx, auth, body.calendars),
      }),
    );
    const inviter = inviterName ?? 'A colleague';
    await mailer.send({
      to: body.email,
      subject: `${inviterName ?? 'Your team'} invited you to Kairos`,
      text: `Hi,\n\n${inviter} invited you to work with their team on Kairos as ${body.role}. Your e-mail address already has a Kairos account, which belongs to another team, and an account belongs to one team. To join, ask the owner of your current team to remove you and then ask ${inviter} to invite you again, or ask to be invited with another e-mail address.\n`,
    });
    return get(auth, id);
  }

  async function update(auth: AuthContext, memberId: string, body: UpdateMemberBody): Promise<TeamMember> {
    const invitation = await repository.findForeignInvitation(db, auth.teamId, { id: memberId });
    if (invitation) {
      assertCanManage(auth);
      await db.transaction(async (tx) =>
        repository.updateForeignInvitation(tx, memberId, {
          ...(body.role ? { role: body.role } : {}),
          ...(body.calendars ? { calendarIds: await assertTeamCalendars(tx, auth, body.calendars) } : {}),
        }),
      );
      return get(auth, memberId);
    }
    await assertChangeable(auth, memberId);
    await db.transaction(async (tx) => {
      if (body.role) await updateUser(tx, memberId, { role: body.role, updatedAt: now() });
      if (body.calendars)
        await repository.replaceCalendarAccess(
          tx,
          memberId,
          await assertTeamCalendars(tx, auth, body.calendars),
        );
    });
    return get(auth, memberId);
  }

  async function remove(auth: AuthContext, memberId: string): Promise<void> {
    const invitation = await repository.findForeignInvitation(db, auth.teamId, { id: memberId });
    if (invitation) {
      assertCanManage(auth);
      return repository.deleteForeignInvitation(db, memberId);
    }
    await assertChangeable(auth, memberId);
    await repository.deleteUser(db, memberId);
  }

  return { list, invite, update, remove };
}

export type TeamService = ReturnType<typeof createTeamService>;
