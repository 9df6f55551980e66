import { featureGate, messages, planLimits, type FeatureLimit } from '@kairos/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { subscriptionOf } from '../team/subscription-of';
import type { AuthContext } from '../session/auth-context';

/**
 * The plan gates of section 6: "The summarizer needs advancedArticleSummarizer (else upgrade modal
 * with no_access)", "Quotes need suggestionsFromArticleUrl ('Upgrade your plan and get Quotes')",
 * "Autocomplete needs the plan's autocompleteAPI flag". Answered with the one upgrade error.
 */
export type AssistantGate = Extract<
  FeatureLimit,
  'advancedArticleSummarizer' | 'suggestionsFromArticleUrl' | 'autocompleteAPI'
>;

export async function assertAssistantGate(db: Database, auth: AuthContext, gate: AssistantGate, now: Date) {
  const refused = featureGate(planLimits(await subscriptionOf(db, auth.teamId), now), gate);
  if (!refused) return;
  const message = gate === 'suggestionsFromArticleUrl' ? messages.plans.quotesUpgrade : refused.message;
  throw new AppError('PLAN_LIMIT', message, { reason: refused.reason });
}
