import { type NetworkCheck, type NetworkRules, type PlanGate } from './network-rules';
import { type AccountType, type SocialType } from './social-types';

/** Blog platforms publish an article: no text limit of their own, any media but audio and PDF. */
export function blogPlatformRules(
  socialType: SocialType,
  name: string,
  options: { planGate?: PlanGate; accountTypes?: readonly AccountType[]; check?: NetworkCheck } = {},
): NetworkRules {
  return {
    socialType,
    name,
    accountTypes: options.accountTypes ?? ['blog'],
    text: { limit: null, counting: 'characters' },
    titleLimit: null,
    media: { maxImages: 10, video: true, gif: true, audio: false, pdf: false },
    oneAccountAtATime: null,
    accountOptions: [],
    mobileAppAccountTypes: [],
    planGate: options.planGate ?? null,
    ...(options.check ? { check: options.check } : {}),
  };
}
