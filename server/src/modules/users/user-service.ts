import type { SettingsBody, User } from '@kairos/core';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { loadUserView, updateUser } from './user-repository';

export function createUserService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function getUser(auth: AuthContext): Promise<User> {
    const user = await loadUserView(db, auth.userId);
    if (!user) throw notFound();
    return user;
  }

  async function updateSettings(auth: AuthContext, body: SettingsBody): Promise<User> {
    await updateUser(db, auth.userId, { ...body, updatedAt: now() });
    return getUser(auth);
  }

  return { getUser, updateSettings };
}

export type UserService = ReturnType<typeof createUserService>;
