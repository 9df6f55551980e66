import { networkGate, planLimits, toSocialType } from '@kairos/core';
import type { Executor } from '../../db/database';
import { subscriptionOf } from '../team/subscription-of';
import { upgradeError } from '../team/upgrade-error';

/**
 * Section 6's network hints: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials; WhatsApp,
 * Mailchimp, YouTube, Threads ... need Advanced". A new connection of a network the plan lacks is
 * refused before the network is asked (a reconnect of an account the team keeps is not).
 */
export async function assertNetworkInPlan(db: Executor, teamId: string, socialMedia: string, now: Date) {
  const socialType = toSocialType(socialMedia);
  if (!socialType) return;
  const refused = networkGate(planLimits(await subscriptionOf(db, teamId), now), socialType);
  if (refused) throw upgradeError(refused, 'socialMedia');
}
