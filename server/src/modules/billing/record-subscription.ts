import type { teams } from '../../db/schema';
import { isLive, isOver, type SubscriptionSnapshot } from './subscription-snapshot';

type TeamRow = typeof teams.$inferSelect;
export type TeamChange = Partial<typeof teams.$inferInsert>;

const pad = (seconds: number) => String(Math.max(0, Math.floor(seconds))).padStart(12, '0');

/**
 * The order of a subscription's states, from the subscription's own timestamps (decision 0100): an
 * ended subscription never comes back; then the later billing period; then, within one period (a
 * plan change, a cancel and a reactivation), the later event. Compared as text.
 */
export function versionOf(snapshot: SubscriptionSnapshot, eventCreated: number): string {
  const ended = isOver(snapshot.status) ? 1 : 0;
  // The subscription's creation comes last: it never orders two states of one subscription, but
  // tells which of two live subscriptions is the newer (decision 0102).
  return `${snapshot.id}|${ended}|${pad(snapshot.currentPeriodStart)}|${pad(eventCreated)}|${pad(snapshot.created)}`;
}

/** When the recorded subscription was made; 0 for a version written before it was kept. */
const createdOf = (version: string | null): number => Number(version?.split('|')[4] ?? 0);

export interface RecordedSubscription {
  change: TeamChange | null;
  /** A second live subscription of the team's customer, to cancel at Stripe (decision 0102). */
  cancel: string | null;
}

/**
 * Decision 0102: a customer with two live subscriptions (one made outside our checkout, in Stripe's
 * dashboard or through a payment link) keeps the newer, by creation time, then id; the other is
 * cancelled at Stripe, so nothing is charged twice.
 */
export function recordSubscription(
  team: TeamRow,
  snapshot: SubscriptionSnapshot,
  eventCreated: number,
): RecordedSubscription {
  const another = team.subscriptionProviderId !== null && team.subscriptionProviderId !== snapshot.id;
  if (!another || !isLive(team.subscriptionStatus) || !isLive(snapshot.status))
    return { change: changeOf(team, snapshot, eventCreated), cancel: null };
  const stored = { id: team.subscriptionProviderId!, created: createdOf(team.subscriptionVersion) };
  const incomingIsNewer =
    snapshot.created > stored.created || (snapshot.created === stored.created && snapshot.id > stored.id);
  if (!incomingIsNewer) return { change: null, cancel: snapshot.id };
  const change = changeOf({ ...team, subscriptionProviderId: null }, snapshot, eventCreated);
  return { change, cancel: stored.id };
}

function isOlder(stored: string | null, incoming: string): boolean {
  if (stored === null) return false;
  const [storedId, ...storedKey] = stored.split('|');
  const [incomingId, ...incomingKey] = incoming.split('|');
  return storedId === incomingId && storedKey.join('|') > incomingKey.join('|');
}

/**
 * What a subscription's state changes on its team, or null when it changes nothing: an older state
 * than the one recorded, a second subscription while another one is live, or a state that grants
 * nothing yet. Only webhooks call this: the subscription is recorded from Stripe's word only.
 */
function changeOf(team: TeamRow, snapshot: SubscriptionSnapshot, eventCreated: number): TeamChange | null {
  const version = versionOf(snapshot, eventCreated);
  if (isOlder(team.subscriptionVersion, version)) return null;
  const another = team.subscriptionProviderId !== null && team.subscriptionProviderId !== snapshot.id;
  if (another && isLive(team.subscriptionStatus)) return null;
  if (isOver(snapshot.status)) {
    // "Cancelled means no provider subscription id": the plan is kept as it was, ended.
    if (another) return null;
    return {
      subscriptionProviderId: null,
      subscriptionStatus: snapshot.status,
      subscriptionExpiresAt: new Date((snapshot.endedAt ?? snapshot.currentPeriodStart) * 1000),
      subscriptionCancelAtPeriodEnd: false,
      subscriptionPaymentFailedAt: null,
      subscriptionVersion: version,
      billingPendingSince: null,
    };
  }
  if (!isLive(snapshot.status) || snapshot.periodPlan === null) return null;
  const { plan, period } = snapshot.periodPlan;
  // A declined renewal: Stripe has started the new period already, but only the paid one counts.
  const paidUntil = snapshot.status === 'past_due' ? snapshot.currentPeriodStart : snapshot.currentPeriodEnd;
  return {
    subscriptionPlan: plan,
    subscriptionPeriod: period,
    subscriptionExpiresAt: new Date(paidUntil * 1000),
    subscriptionAmountCents: snapshot.status === 'trialing' ? 0 : snapshot.amountCents,
    subscriptionProviderId: snapshot.id,
    subscriptionStatus: snapshot.status,
    subscriptionCancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    subscriptionVersion: version,
    billingPendingSince: null,
    ...(snapshot.status === 'active' ? { subscriptionPaymentFailedAt: null } : {}),
    // A trial given through Stripe is the team's trial.
    ...(snapshot.status === 'trialing' && team.trialEndsAt === null
      ? { trialEndsAt: new Date(snapshot.currentPeriodEnd * 1000) }
      : {}),
  };
}
