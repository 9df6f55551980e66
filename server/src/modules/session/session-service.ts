import {
  loginThrottle,
  messages,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type SessionReply,
} from '@kairos/core';
import type { Config } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../storage/media-storage';
import { AppError, unauthorized, validationFailed } from '../../errors/app-error';
import { loginAlertMail } from '../../mail/login-alert-mail';
import type { Mailer } from '../../mail/mailer';
import { withFreshAvatar } from '../users/avatar-address';
import { findUserByEmail, findUserById, loadUserView, updateUser } from '../users/user-repository';
import type { AuthContext } from './auth-context';
import { startingSubscription } from '../billing/starting-subscription';
import { createOwner } from './create-owner';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';
import { assertLoginAllowed, untrustedFailures } from './login-rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import * as repository from './session-repository';
import { hashToken, newToken } from './tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The request's Cookie header: the login reads its device cookie there. */
  cookieHeader?: string;
  /** Where the login tells a mail it could not send (the answer to the client stands). */
  log?: { warn(details: object, message: string): void };
}

/** The owner is mailed about slowed-down logins at most once in this time. */
const loginAlertHours = 24;

const recoveryLinkMinutes = 60;
const signupLinkHours = 24;
const dayMs = 24 * 3600 * 1000;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

export function createSessionService(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  cipher: TokenCipher;
  now: () => Date;
  storage?: MediaStorage;
}) {
  const { db, config, mailer, cipher, now } = deps;
  const findLiveSession = repository.liveSessionLookup(db);

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
    const row = await findUserById(db, userId);
    if (!user || !row) throw new Error('user vanished while logging in');
    const read = { now: now(), lifetimeSeconds: config.media.readUrlSeconds, teamId: row.teamId };
    return { token, user: await withFreshAvatar(db, deps.storage, user, read) };
  }

  /**
   * Sign-up answers the same for a new and a known e-mail, so it tells nobody who has an account: a
   * new e-mail gets a link that creates the account (confirmRegistration), a known one a note that
   * someone tried. Both hash the password, so neither answers sooner.
   */
  async function register(body: RegisterBody): Promise<{ message: string }> {
    const passwordHash = await hashPassword(body.password);
    const existing = await findUserByEmail(db, body.email);
    if (existing) {
      await mailer.send({
        to: existing.email,
        subject: 'Someone tried to sign up to Kairos with your e-mail',
        text: `Hi ${existing.name},\n\nSomeone, maybe you, tried to create a new Kairos account with this e-mail address. You already have one: log in at ${config.publicUrl}/login, or choose a new password at ${config.publicUrl}/forgot-password.\n\nIf it was not you, ignore this e-mail: nothing has changed.\n`,
      });
      return { message: messages.session.confirmationSent };
    }
    const token = newToken();
    await repository.savePendingRegistration(db, {
      email: body.email,
      name: body.name,
      passwordHash,
      timezone: body.timezone ?? 'UTC',
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + signupLinkHours * 3600_000),
    });
    const link = `${config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: body.email,
      subject: 'Confirm your Kairos account',
      text: `Hi ${body.name},\n\nTo finish creating your Kairos account, open this link within ${signupLinkHours} hours:\n\n${link}\n\nIf you did not sign up, ignore this e-mail: no account is created.\n`,
    });
    return { message: messages.session.confirmationSent };
  }

  /**
   * An account made on the operator's behalf, its e-mail taken as confirmed: `npm run seed` and the
   * reliability tests. No route leads here.
   */
  async function createConfirmedAccount(body: RegisterBody, client: ClientInfo): Promise<SessionReply> {
    const passwordHash = await hashPassword(body.password);
    const owner = { email: body.email, name: body.name, passwordHash, timezone: body.timezone ?? 'UTC' };
    const userId = await db.transaction((tx) =>
      createOwner(tx, owner, startingSubscription(config.billing, now())),
    );
    return startSession(userId, client);
  }

  /** The link of the sign-up mail: the new team, its owner and a first calendar, and a session. */
  async function confirmRegistration(token: string, client: ClientInfo): Promise<SessionReply> {
    const invalid = () => validationFailed('body.token', messages.session.invalidSignupLink);
    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const pending = await repository.takePendingRegistration(tx, hashToken(token), now());
        if (!pending) throw invalid();
        return createOwner(tx, pending, startingSubscription(config.billing, now()));
      });
    } catch (error) {
      // The e-mail got an account meanwhile (an invitation accepted first): this link is spent.
      if (isUniqueViolation(error)) throw invalid();
      throw error;
    }
    return startSession(userId, client);
  }

  /**
   * Decision 0143: a browser that logged in to the account before (a valid device cookie) is judged by
   * its own failures, so the owner gets in at once while strangers' guesses slow everyone else down;
   * a successful login renews the cookie. The owner is mailed once when that slowing down starts.
   */
  async function login(
    body: LoginBody,
    client: ClientInfo,
  ): Promise<{ session: SessionReply; deviceCookie: string }> {
    const user = await findUserByEmail(db, body.email);
    const device = user ? readDeviceCookie(cipher, client.cookieHeader, user.id) : null;
    await assertLoginAllowed(db, { email: body.email, ip: client.ip, device }, now());
    const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
    await repository.recordLoginAttempt(db, {
      email: body.email,
      ip: client.ip,
      succeeded: valid,
      device,
      createdAt: now(),
    });
    if (!user || !valid) {
      if (user && device === null) await alertWhenSlowed(user, client);
      throw unauthorized(messages.session.wrongCredentials);
    }
    const session = await startSession(user.id, client);
    const secure = config.publicUrl.startsWith('https:');
    return { session, deviceCookie: issueDeviceCookie(cipher, user.id, secure).setCookie };
  }

  /** Mails the owner when their account's failures reach the delay, once a day at most. */
  async function alertWhenSlowed(user: { id: string; email: string; name: string }, client: ClientInfo) {
    const failures = await untrustedFailures(db, user.email, client.ip, now());
    if (failures.byEmail.count < loginThrottle.perAccount) return;
    const lastAllowed = new Date(now().getTime() - loginAlertHours * 3600_000);
    if (!(await repository.claimLoginAlert(db, user.id, now(), lastAllowed))) return;
    try {
      await mailer.send(loginAlertMail(user, config.publicUrl));
    } catch (error) {
      client.log?.warn({ err: error, userId: user.id }, 'The slowed-down login mail could not be sent');
    }
  }

  async function authenticate(token: string): Promise<AuthContext | null> {
    const owner = await findLiveSession(hashToken(token), now());
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

  /**
   * With a recovery link every session ends; with the current password the other sessions end. An
   * invitation's link is taken by accept-invitation only, so it sets the first password once.
   */
  async function changePassword(body: ChangePasswordBody, auth: AuthContext | null): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    if (body.token !== undefined) {
      await db.transaction(async (tx) => {
        const userId = await repository.consumePasswordToken(
          tx,
          hashToken(body.token ?? ''),
          now(),
          'recover',
        );
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

  return {
    register,
    confirmRegistration,
    createConfirmedAccount,
    login,
    startSession,
    authenticate,
    logout,
    recoverPassword,
    changePassword,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
