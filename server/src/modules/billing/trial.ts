const dayMs = 24 * 3600 * 1000;
/** Stripe Checkout takes a trial end at least 48 hours ahead. */
const shortestTrialMs = 48 * 3600 * 1000;
export const trialDaysForNewTeams = 14;

/**
 * The trial a checkout gives (decision 0100): 14 days to a team that never had one; the rest of the
 * sign-up trial to a team still in it (its days are not lost, and it gets no second trial); none
 * otherwise.
 */
export function checkoutTrial(
  trialEndsAt: Date | null,
  now: Date,
): { trial_period_days: number } | { trial_end: number } | null {
  if (trialEndsAt === null) return { trial_period_days: trialDaysForNewTeams };
  if (trialEndsAt.getTime() - now.getTime() < shortestTrialMs) return null;
  return { trial_end: Math.floor(trialEndsAt.getTime() / 1000) };
}

/** The days of trial the upgrade page announces. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number {
  const trial = checkoutTrial(trialEndsAt, now);
  if (trial === null) return 0;
  if ('trial_period_days' in trial) return trial.trial_period_days;
  return Math.ceil((trial.trial_end * 1000 - now.getTime()) / dayMs);
}
