import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { billingEvents, teams } from '../../db/schema';
import type { TeamChange } from './record-subscription';

export type TeamRow = typeof teams.$inferSelect;

export async function findTeam(db: Executor, teamId: string, lock = false): Promise<TeamRow | null> {
  const query = db.select().from(teams).where(eq(teams.id, teamId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The team a Stripe customer belongs to, locked for the webhook's change. */
export async function findTeamByCustomer(db: Executor, customerId: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.stripeCustomerId, customerId)).for('update');
  return row ?? null;
}

export async function updateTeam(db: Executor, teamId: string, change: TeamChange): Promise<void> {
  if (Object.keys(change).length > 0) await db.update(teams).set(change).where(eq(teams.id, teamId));
}

/** Keeps the customer Stripe made for the team, unless another request kept one first. */
export async function keepCustomer(db: Executor, teamId: string, customerId: string): Promise<string> {
  await db
    .update(teams)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(teams.id, teamId), sql`${teams.stripeCustomerId} is null`));
  const team = await findTeam(db, teamId);
  return team?.stripeCustomerId ?? customerId;
}

/** True the first time an event id is seen: "each event id once". */
export async function recordEventOnce(db: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export async function isEventRecorded(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id));
  return row !== undefined;
}
