import type { Executor } from '../../db/database';
import { calendars, teams, users } from '../../db/schema';

/**
 * A new user owns a new team with its starting subscription (billing/starting-subscription.ts) and
 * one calendar. Returns the user's id; a second account for one e-mail fails on the unique index
 * (the caller's transaction decides what that means).
 */
export async function createOwner(
  tx: Executor,
  owner: { email: string; name: string; passwordHash: string; timezone: string },
  subscription: Partial<typeof teams.$inferInsert>,
): Promise<string> {
  const [team] = await tx
    .insert(teams)
    .values({ name: `${owner.name}'s team`, ...subscription })
    .returning({ id: teams.id });
  if (!team) throw new Error('team insert returned nothing');
  const [user] = await tx
    .insert(users)
    .values({ teamId: team.id, ...owner, role: null })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(calendars).values({ teamId: team.id, name: 'My calendar' });
  return user.id;
}
