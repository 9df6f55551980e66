import {
  messages,
  trialPlan,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type SessionReply,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { calendars, teams, users } from '../../db/schema';
import { AppError, unauthorized, validationFailed } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import { findUserByEmail, findUserById, loadUserView, updateUser } from '../users/user-repository';
import type { AuthContext } from './auth-context';
import { assertLoginAllowed } from './login-rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import * as repository from './session-repository';
import { hashToken, newToken } from './tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const recoveryLinkMinutes = 60;
const dayMs = 24 * 3600 * 1000;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

export function createSessionService(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  now: () => Date;
}) {
  const { db, config, mailer, now } = deps;

  async function startSession(userId: string, client: ClientInfo): Promise<SessionReply> {
    const token = newToken();
    await repository.insertSession(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + config.sessionTtlDays * dayMs),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    const user = await loadUserView(db, userId);
    if (!user) throw new Error('user vanished while logging in');
    return { token, user };
  }

  /** A new user owns a new team with a trial and one calendar. */
  async function register(body: RegisterBody, client: ClientInfo): Promise<SessionReply> {
    if (await findUserByEmail(db, body.email))
      throw validationFailed('body.email', messages.session.emailTaken);
    const passwordHash = await hashPassword(body.password);
    const started = now();
    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const [team] = await tx
          .insert(teams)
          .values({
            name: `${body.name}'s team`,
            subscriptionPlan: trialPlan.plan,
            subscriptionPeriod: trialPlan.paymentPeriod,
            subscriptionExpiresAt: new Date(started.getTime() + trialPlan.days * dayMs),
          })
          .returning({ id: teams.id });
        if (!team) throw new Error('team insert returned nothing');
        const [user] = await tx
          .insert(users)
          .values({
            teamId: team.id,
            email: body.email,
            name: body.name,
            passwordHash,
            role: null,
            timezone: body.timezone ?? 'UTC',
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        await tx.insert(calendars).values({ teamId: team.id, name: 'My calendar' });
        return user.id;
      });
    } catch (error) {
      // Two sign-ups with one e-mail at the same instant: the unique index decides.
      if (isUniqueViolation(error)) throw validationFailed('body.email', messages.session.emailTaken);
      throw error;
    }
    return startSession(userId, client);
  }

  async function login(body: LoginBody, client: ClientInfo): Promise<SessionReply> {
    await assertLoginAllowed(db, body.email, client.ip, now());
    const user = await findUserByEmail(db, body.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
    await repository.recordLoginAttempt(db, {
      email: body.email,
      ip: client.ip,
      succeeded: valid,
      createdAt: now(),
    });
    if (!user || !valid) throw unauthorized(messages.session.wrongCredentials);
    return startSession(user.id, client);
  }

  async function authenticate(token: string): Promise<AuthContext | null> {
    const owner = await repository.findLiveSession(db, hashToken(token), now());
    if (!owner) return null;
    return {
      sessionId: owner.sessionId,
      userId: owner.userId,
      teamId: owner.teamId,
      role: owner.role,
      access: { calendars: owner.calendarIds },
    };
  }

  async function logout(auth: AuthContext): Promise<void> {
    await repository.revokeSession(db, auth.sessionId, now());
  }

  /** Always the same answer, so the form does not tell who has an account. */
  async function recoverPassword(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    // One valid link at a time: a newer mail makes the older links dead.
    await db.transaction(async (tx) => {
      await repository.retirePasswordTokens(tx, user.id, 'recover', now());
      await repository.insertPasswordToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        purpose: 'recover',
        expiresAt: new Date(now().getTime() + recoveryLinkMinutes * 60_000),
      });
    });
    const link = `${config.publicUrl}/create-new-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Kairos password',
      text: `Hi ${user.name},\n\nSomeone asked to reset the password of your Kairos account. To choose a new one, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    });
  }

  /** With a one-time link every session ends; with the current password the other sessions end. */
  async function changePassword(body: ChangePasswordBody, auth: AuthContext | null): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    if (body.token !== undefined) {
      await db.transaction(async (tx) => {
        const userId = await repository.consumePasswordToken(tx, hashToken(body.token ?? ''), now());
        if (!userId) throw validationFailed('body.token', messages.session.invalidRecoveryToken);
        await updateUser(tx, userId, { passwordHash, updatedAt: now() });
        await repository.revokeUserSessions(tx, userId, now());
      });
      return;
    }
    if (!auth) throw unauthorized(messages.session.loginRequired);
    const user = await findUserById(db, auth.userId);
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
      throw new AppError('VALIDATION_FAILED', messages.session.wrongCurrentPassword, {
        details: [{ path: 'body.currentPassword', message: messages.session.wrongCurrentPassword }],
      });
    }
    await db.transaction(async (tx) => {
      await updateUser(tx, auth.userId, { passwordHash, updatedAt: now() });
      await repository.revokeUserSessions(tx, auth.userId, now(), auth.sessionId);
    });
  }

  return { register, login, authenticate, logout, recoverPassword, changePassword };
}

export type SessionService = ReturnType<typeof createSessionService>;
