import { messages } from '../messages';
import { type PostAccount } from '../networks/network-rules';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';
import { type PlanLimits } from '../plans/limits';
import { scheduledInstant, timingError } from '../time/schedule-date';
import { callToActionError, imageMetadataError } from './call-to-action-rules';
import { eventErrors } from './event-rules';
import { emptyThreadReplies } from './follow-up-rules';
import { networkFindings } from './network-findings';
import { type ConfirmationKind, type PostFindings, mergeFindings } from './post-findings';
import { type PostBody } from './post-schema';
import { tiktokSettingsErrors } from './tiktok-settings-rules';

export interface PostValidationContext {
  now: Date;
  /** The user's IANA time zone: schedule times are in it. */
  timeZone: string;
  /** The selected accounts (post.accountIds), resolved. */
  accounts: readonly PostAccount[];
  limits: PlanLimits;
  /** Posts already on an account's day, for the daily-limit warnings. */
  postsToday?: (accountId: string) => number;
}

/** The rules of the whole post, before any network's (spec section 5, "Composer (posts)"). */
function postErrors(post: PostBody, context: PostValidationContext): string[] {
  const errors: string[] = [];
  const add = (error: string | null) => {
    if (error !== null) errors.push(error);
  };
  if (post.message.trim() === '') add(messages.composer.messageRequired);
  const selected = new Set(context.accounts.map((account) => account.socialMedia));
  const accepts = (kind: 'audio' | 'pdf') => [...selected].some((type) => networkTable[type].media[kind]);
  // "A draft is saved with the draft flag and needs no accounts": nor a time or a network yet.
  if (!post.draft) {
    if (context.accounts.length === 0) add(messages.composer.accountRequired);
    add(timingError(post.timing, context.now, context.timeZone));
    if (post.pdf !== null && !accepts('pdf')) add(messages.composer.pdfNeedsWhatsApp);
    if (post.audio !== null && !accepts('audio')) add(messages.composer.audioNeedsAlexa);
  }
  if (post.saveToLibrary !== null && post.saveToLibrary.categoryId === null) {
    add(messages.composer.libraryCategoryRequired);
  }
  if (!post.draft)
    for (const part of emptyThreadReplies(post.thread)) add(messages.networkRules.threadReplyEmpty(part));
  add(callToActionError(post.callToAction));
  for (const metadata of post.mediaMetadata) add(imageMetadataError(metadata));
  return errors;
}

/**
 * Every rule of the composer: the blocking errors, and the warning dialogs the user must answer with
 * "Post anyway" (spec section 4, "Composer flow"). The composer and the API call the same function, so
 * a post the composer accepts is a post the API accepts.
 */
export function validatePost(post: PostBody, context: PostValidationContext): PostFindings {
  const base: PostFindings = {
    errors: postErrors(post, context).map((message) => ({ message })),
    confirmations: [],
  };
  if (post.draft) return base;
  const bySocialType = new Map<SocialType, PostAccount[]>();
  for (const account of context.accounts) {
    bySocialType.set(account.socialMedia, [...(bySocialType.get(account.socialMedia) ?? []), account]);
  }
  const postsToday = context.postsToday ?? (() => 0);
  const perNetwork = [...bySocialType].map(([socialType, accounts]) =>
    networkFindings(networkTable[socialType], { post, accounts, limits: context.limits, postsToday }),
  );
  if (bySocialType.has('googleMB')) {
    const sendsAt = scheduledInstant(post.timing, context.timeZone) ?? context.now;
    const errors = eventErrors(post, sendsAt).map((message) => ({
      message,
      socialMedia: 'googleMB' as const,
    }));
    perNetwork.push({ errors, confirmations: [] });
  }
  if (bySocialType.has('tiktok')) {
    const errors = tiktokSettingsErrors(post, context.accounts).map((message) => ({
      message,
      socialMedia: 'tiktok' as const,
    }));
    perNetwork.push({ errors, confirmations: [] });
  }
  const findings = mergeFindings(base, ...perNetwork);
  // "Posting with no media asks for confirmation".
  const hasMedia =
    post.images.length > 0 || [post.video, post.audio, post.pdf].some((media) => media !== null);
  if (!hasMedia) findings.confirmations.unshift({ kind: 'noMedia', message: messages.confirmations.noMedia });
  return dedupeConfirmations(findings);
}

function dedupeConfirmations(findings: PostFindings): PostFindings {
  const seen = new Set<ConfirmationKind>();
  const confirmations = findings.confirmations.filter((confirmation) => {
    if (seen.has(confirmation.kind)) return false;
    seen.add(confirmation.kind);
    return true;
  });
  return { errors: findings.errors, confirmations };
}

/** The warning dialogs still to show: the ones the user has not confirmed yet. */
export function pendingConfirmations(findings: PostFindings, confirmed: readonly ConfirmationKind[]) {
  return findings.confirmations.filter((confirmation) => !confirmed.includes(confirmation.kind));
}

/** True when the post may be saved: no error, and every warning confirmed. */
export function isPostAccepted(findings: PostFindings, confirmed: readonly ConfirmationKind[]): boolean {
  return findings.errors.length === 0 && pendingConfirmations(findings, confirmed).length === 0;
}
