import type { User } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendarAccess, teams, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** The spec's User as the API shows it. */
export async function loadUserView(db: Executor, userId: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, team: teams })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const access = await db
    .select({ calendarId: calendarAccess.calendarId })
    .from(calendarAccess)
    .where(eq(calendarAccess.userId, userId));
  return toUserView(
    row.user,
    row.team,
    access.map((entry) => entry.calendarId),
  );
}

export function toUserView(user: UserRow, team: TeamRow, calendarIds: string[]): User {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    avatar: user.avatar,
    role: user.role,
    // Spec: "Team members (with teamId) do not see upgrade-profile": only members carry a teamId.
    teamId: user.role === null ? null : team.id,
    timezone: user.timezone,
    utmDetectionActivated: user.utmDetectionActivated,
    access: { calendars: calendarIds },
    subscription: {
      plan: team.subscriptionPlan,
      paymentPeriod: team.subscriptionPeriod,
      expirationDate: team.subscriptionExpiresAt?.toISOString() ?? null,
      paymentAmount: team.subscriptionAmountCents / 100,
      paymentProviderData: { subscriptionId: team.subscriptionProviderId },
    },
  };
}
