import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
  /** Stripe's customer for this team, made at its first checkout. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** When the team's one trial ends or ended; null: it never had one (decision 0100). */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Stripe's status of the subscription (trialing, active, past_due, canceled, ...). */
  subscriptionStatus: text('subscription_status'),
  subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
  /** A renewal was declined: the notice shows until a payment goes through. */
  subscriptionPaymentFailedAt: timestamp('subscription_payment_failed_at', { withTimezone: true }),
  /**
   * The order of the subscription state recorded (decision 0100): an event older than this one
   * never overwrites it, so webhooks may arrive in any order.
   */
  subscriptionVersion: text('subscription_version'),
  /** The newest invoice event recorded (paid or failed), in Stripe's seconds. */
  invoiceEventAt: bigint('invoice_event_at', { mode: 'number' }),
  /** A checkout or a change sent to Stripe whose webhook has not come yet. */
  billingPendingSince: timestamp('billing_pending_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invitation to an e-mail that already has an account in another team (an account belongs to one
 * team, so no member can be made of it). It shows in the inviting team's list as invited, like any
 * other invitation, so inviting tells nobody whether or where an e-mail has an account; the person is
 * told by mail what joining takes. Calendar ids are kept as given and read through the team's
 * calendars.
 */
export const foreignInvitations = pgTable(
  'foreign_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    calendarIds: uuid('calendar_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('foreign_invitations_team_email_idx').on(table.teamId, table.email)],
);
