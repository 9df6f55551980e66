import { currentPlans, isPlanName, type PlanName } from '../plans/catalogue';

/**
 * The plans a team may buy: today's line, and the legacy plan it is already on ("legacy plans stay
 * purchasable only for teams already on them").
 */
export function canPurchase(plan: PlanName, currentPlan: string | null): boolean {
  return (
    (currentPlans as readonly string[]).includes(plan) || (isPlanName(currentPlan) && plan === currentPlan)
  );
}
