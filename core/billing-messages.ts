/**
 * Billing's messages, part of `messages` (core/messages.ts). The spec quotes the no-plan modal and the
 * upgrade modal (in messages.plans and messages.upgrade); these are ours.
 */
export const billingMessages = {
  billing: {
    off: 'Billing is off on this server: every team has the plan its administrator set.',
    unknownPlan: 'Please choose one of the plans on this page',
    legacyPlan: 'This plan is no longer sold. Please choose one of the plans on this page.',
    alreadySubscribed: 'Your team already has a subscription: change its plan instead.',
    noSubscription: 'Your team has no subscription to change. Please choose a plan first.',
    samePlan: 'Your team is already on this plan',
    noBillingInformation: 'There is no billing information yet: it starts with your first subscription.',
    providerUnavailable:
      'Our payment provider did not answer. Nothing was charged; please try again in a minute.',
    providerRefused: 'Our payment provider refused this request. Please try again or contact support.',
    previewExpired: 'The prices have changed since the preview. Please look at the new preview.',
    invalidDiscount: 'This discount code is not valid',
    paymentFailed: (date: string) =>
      `Your last payment did not go through. Your plan stays until ${date}: please update your card in Billing information.`,
    cancelScheduled: (date: string) => `Your subscription ends on ${date}. You can reactivate it until then.`,
    contactSupport: (email: string) =>
      `You are on our top plan. To go further, contact support by e-mail: ${email}`,
    contactSupportNoAddress: 'You are on our top plan. To go further, contact support by e-mail.',
  },
  referral: {
    sent: (email: string) => `We have sent your invitation to ${email}.`,
    notYourself: 'Please enter the e-mail address of a friend, not your own',
    dailyLimit: (limit: number) =>
      `You can send up to ${limit} invitations a day. Please try again tomorrow.`,
  },
};
