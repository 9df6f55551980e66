import { messages, type TeamMember, type UpdateMemberBody } from '@kairos/core';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { findUserById, updateUser } from '../users/user-repository';
import { memberActivity } from '../activity/activity-inputs';
import { recordActivity } from '../activity/activity-repository';
import * as repository from './team-repository';
import { assertCanManage, assertTeamCalendars, getMember, memberAsSeenBy, memberRows } from './team-members';

export function createTeamService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** Everyone in the team sees its members; only owners and admins change them. */
  async function list(auth: AuthContext): Promise<TeamMember[]> {
    return (await memberRows(db, auth.teamId)).map((row) => memberAsSeenBy(auth, row));
  }

  /** A member of another team, the owner and oneself cannot be changed here. */
  async function assertChangeable(auth: AuthContext, memberId: string) {
    assertCanManage(auth);
    const member = await findUserById(db, memberId);
    if (!member || member.teamId !== auth.teamId) throw notFound();
    if (member.role === null) throw new AppError('RULE_VIOLATION', messages.team.cannotChangeOwner);
    if (member.id === auth.userId) throw new AppError('RULE_VIOLATION', messages.team.cannotChangeSelf);
    return member;
  }

  /** The entry of a change: the member as it is after it. */
  async function recordChange(tx: Executor, auth: AuthContext, memberId: string, removed = false) {
    const member = (await memberRows(tx, auth.teamId)).find((row) => row.id === memberId);
    if (!member) return;
    const entry = { id: member.id, email: member.email, role: removed ? null : member.role };
    await recordActivity(tx, [memberActivity(removed ? 'member.removed' : 'member.changed', auth, entry)]);
  }

  async function update(auth: AuthContext, memberId: string, body: UpdateMemberBody): Promise<TeamMember> {
    const invitation = await repository.findForeignInvitation(db, auth.teamId, { id: memberId });
    if (invitation) {
      assertCanManage(auth);
      await db.transaction(async (tx) => {
        await repository.updateForeignInvitation(tx, memberId, {
          ...(body.role ? { role: body.role } : {}),
          ...(body.calendars ? { calendarIds: await assertTeamCalendars(tx, auth, body.calendars) } : {}),
        });
        await recordChange(tx, auth, memberId);
      });
      return getMember(db, auth, memberId);
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
      await recordChange(tx, auth, memberId);
    });
    return getMember(db, auth, memberId);
  }

  /** Revokes an invitation, or removes a member: their sessions end with them, their posts stay. */
  async function remove(auth: AuthContext, memberId: string): Promise<void> {
    const invitation = await repository.findForeignInvitation(db, auth.teamId, { id: memberId });
    if (invitation) {
      assertCanManage(auth);
      return db.transaction(async (tx) => {
        await recordChange(tx, auth, memberId, true);
        await repository.deleteForeignInvitation(tx, memberId);
      });
    }
    await assertChangeable(auth, memberId);
    await db.transaction(async (tx) => {
      await recordChange(tx, auth, memberId, true);
      await repository.deleteUser(tx, memberId);
    });
  }

  return { list, update, remove };
}

export type TeamService = ReturnType<typeof createTeamService>;
