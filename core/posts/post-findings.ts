import { type UpgradeReason } from '../errors/schemas';
import { type SocialType } from '../networks/social-types';

/**
 * Spec section 4, "Composer flow": "The Post action may first open warning dialogs (Instagram
 * GIF/static, multiple images, post limits, Twitter limit, Facebook group, no media); confirming each
 * calls create/update again." Each dialog is a confirmation kind the API requires in `confirmed`.
 */
export const confirmationKinds = [
  'noMedia',
  'instagramBusinessGif',
  'facebookGroup',
  'twitterDailyLimit',
  'instagramDailyLimit',
  'facebookFirstComment',
] as const;
export type ConfirmationKind = (typeof confirmationKinds)[number];

/** A rule that blocks the post until the user changes it. */
export interface PostError {
  message: string;
  socialMedia?: SocialType;
  /** Set when the way out is a better plan: the composer opens the upgrade modal. */
  upgrade?: { reason: UpgradeReason; action: string };
}

/** A warning the user may answer with "Post anyway". */
export interface PostConfirmation {
  kind: ConfirmationKind;
  message: string;
  socialMedia?: SocialType;
}

export interface PostFindings {
  errors: PostError[];
  confirmations: PostConfirmation[];
}

export const noFindings = (): PostFindings => ({ errors: [], confirmations: [] });

export function mergeFindings(...all: readonly PostFindings[]): PostFindings {
  return {
    errors: all.flatMap((findings) => findings.errors),
    confirmations: all.flatMap((findings) => findings.confirmations),
  };
}
