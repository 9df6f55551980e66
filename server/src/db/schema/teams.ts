import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A team owns calendars and the subscription; its owner is the user with no role. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  subscriptionPlan: text('subscription_plan'),
  subscriptionPeriod: text('subscription_period'),
  subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
  /** In cents, so sums never drift. */
  subscriptionAmountCents: integer('subscription_amount_cents').notNull().default(0),
  subscriptionProviderId: text('subscription_provider_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
