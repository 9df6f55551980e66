import type {
  NotificationPreferences,
  NotificationPreferencesBody,
  ReferralBody,
  SettingsBody,
  User,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import type { AuthContext } from '../session/auth-context';
import { assertAvatarAddress, withFreshAvatar } from './avatar-address';
import { readNotificationPreferences, writeNotificationPreferences } from './notification-preferences';
import { sendReferral } from './send-referral';
import { loadUserView, updateUser } from './user-repository';

export function createUserService(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  storage?: MediaStorage;
  fetchOptions?: SafeFetchOptions;
}) {
  const { db, now } = deps;

  async function getUser(auth: AuthContext): Promise<User> {
    const user = await loadUserView(db, auth.userId);
    if (!user) throw notFound();
    return withFreshAvatar(db, deps.storage, user, {
      now: now(),
      lifetimeSeconds: deps.config.media.readUrlSeconds,
      teamId: auth.teamId,
    });
  }

  async function updateSettings(auth: AuthContext, body: SettingsBody): Promise<User> {
    if (body.avatar) {
      await assertAvatarAddress(db, auth, body.avatar, deps.storage, deps.fetchOptions ?? {}, now());
    }
    await updateUser(db, auth.userId, { ...body, updatedAt: now() });
    return getUser(auth);
  }

  async function getNotificationPreferences(auth: AuthContext): Promise<NotificationPreferences> {
    const preferences = await readNotificationPreferences(db, auth.userId);
    if (!preferences) throw notFound();
    return preferences;
  }

  async function updateNotificationPreferences(
    auth: AuthContext,
    body: NotificationPreferencesBody,
  ): Promise<NotificationPreferences> {
    await writeNotificationPreferences(db, auth.userId, body, now());
    return getNotificationPreferences(auth);
  }

  return {
    getUser,
    updateSettings,
    getNotificationPreferences,
    updateNotificationPreferences,
    sendReferral: (auth: AuthContext, body: ReferralBody) => sendReferral(deps, auth, body),
  };
}

export type UserService = ReturnType<typeof createUserService>;
