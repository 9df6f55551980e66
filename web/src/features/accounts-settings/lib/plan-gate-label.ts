import { type PlanGate } from '@kairos/core';

/**
 * Spec section 6: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials; WhatsApp, Mailchimp,
 * YouTube, Threads ... need Advanced". The plan named is the least that connects the network.
 */
export function planGateLabel(planGate: PlanGate): string | null {
  if (planGate === 'essentials') return 'Essentials';
  if (planGate === 'advanced') return 'Advanced';
  return null;
}
