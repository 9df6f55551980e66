import { messages, type InviteMemberBody, type SessionReply, type TeamMember } from '@kairos/core';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import type { AuthContext } from '../session/auth-context';
import { hashPassword } from '../session/passwords';
import type { ClientInfo } from '../session/session-service';
import {
  consumePasswordToken,
  insertPasswordToken,
  retirePasswordTokens,
} from '../session/session-repository';
import { hashToken, newToken } from '../session/tokens';
import { findUserByEmail, findUserById, updateUser } from '../users/user-repository';
import { foreignInvitationMail, invitationDays, invitationMail } from './invitation-mail';
import { memberActivity } from '../activity/activity-inputs';
import { recordActivity } from '../activity/activity-repository';
import * as repository from './team-repository';
import { assertCanManage, assertTeamCalendars, getMember } from './team-members';

const dayMs = 24 * 3600 * 1000;

export function createInvitationService(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  startSession: (userId: string, client: ClientInfo) => Promise<SessionReply>;
}) {
  const { db, config, mailer, now } = deps;

  const inviterName = async (auth: AuthContext) => (await findUserById(db, auth.userId))?.name ?? null;

  /** A new link (the older ones stop working), valid seven days; answers the token to mail. */
  async function newInvitationLink(tx: Executor, userId: string): Promise<string> {
    const token = newToken();
    await retirePasswordTokens(tx, userId, 'invite', now());
    await insertPasswordToken(tx, {
      userId,
      tokenHash: hashToken(token),
      purpose: 'invite',
      expiresAt: new Date(now().getTime() + invitationDays * dayMs),
    });
    return token;
  }

  const linkOf = (token: string) =>
    `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;

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
    const name = body.name ?? body.email.split('@')[0] ?? body.email;
    const facts = { to: body.email, inviterName: inviter?.name ?? null, role: body.role };
    if (existing) {
      const id = await db.transaction(async (tx) => {
        const invitationId = await repository.insertForeignInvitation(tx, {
          teamId: auth.teamId,
          email: body.email,
          name,
          role: body.role,
          calendarIds: await assertTeamCalendars(tx, auth, body.calendars),
        });
        const invited = { id: invitationId, email: body.email, role: body.role };
        await recordActivity(tx, [memberActivity('member.invited', auth, invited)]);
        return invitationId;
      });
      await mailer.send(foreignInvitationMail(facts));
      return getMember(db, auth, id);
    }
    const { memberId, token } = await db.transaction(async (tx) => {
      const calendarIds = await assertTeamCalendars(tx, auth, body.calendars);
      const id = await repository.insertMember(tx, {
        teamId: auth.teamId,
        email: body.email,
        name,
        role: body.role,
        timezone: inviter?.timezone ?? 'UTC',
      });
      await repository.replaceCalendarAccess(tx, id, calendarIds);
      const invited = { id, email: body.email, role: body.role };
      await recordActivity(tx, [memberActivity('member.invited', auth, invited)]);
      return { memberId: id, token: await newInvitationLink(tx, id) };
    });
    await mailer.send(invitationMail({ ...facts, link: linkOf(token) }));
    return getMember(db, auth, memberId);
  }

  /** The invitation mailed again; a member's new link replaces the old one and lasts seven days more. */
  async function resend(auth: AuthContext, memberId: string): Promise<TeamMember> {
    assertCanManage(auth);
    const foreign = await repository.findForeignInvitation(db, auth.teamId, { id: memberId });
    if (foreign) {
      await mailer.send(
        foreignInvitationMail({
          to: foreign.email,
          inviterName: await inviterName(auth),
          role: foreign.role,
        }),
      );
      return getMember(db, auth, memberId);
    }
    const member = await findUserById(db, memberId);
    if (!member || member.teamId !== auth.teamId) throw notFound();
    if (member.passwordHash !== null || member.role === null)
      throw new AppError('RULE_VIOLATION', messages.team.alreadyJoined);
    const token = await db.transaction((tx) => newInvitationLink(tx, memberId));
    await mailer.send(
      invitationMail({
        to: member.email,
        inviterName: await inviterName(auth),
        role: member.role,
        link: linkOf(token),
      }),
    );
    return getMember(db, auth, memberId);
  }

  /**
   * The invitation's link: the person chooses a password once and is signed in. A used, replaced or
   * expired link, or one whose person already has a password, is refused alike.
   */
  async function accept(token: string, password: string, client: ClientInfo): Promise<SessionReply> {
    const passwordHash = await hashPassword(password);
    const invalid = () => validationFailed('body.token', messages.team.invalidInvitation);
    const userId = await db.transaction(async (tx) => {
      const id = await consumePasswordToken(tx, hashToken(token), now(), 'invite');
      const user = id === null ? null : await findUserById(tx, id);
      if (!user || user.passwordHash !== null) throw invalid();
      await updateUser(tx, user.id, { passwordHash, updatedAt: now() });
      return user.id;
    });
    return deps.startSession(userId, client);
  }

  return { invite, resend, accept };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
