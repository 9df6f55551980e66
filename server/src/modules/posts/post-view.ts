import { publishedPartsSchema, type PostView, type PublishTargetView } from '@kairos/core';
import type { FreshReadUrls } from '../../storage/fresh-read-urls';
import type { TargetRow } from '../publishing/target-repository';
import type { PostRow } from './post-repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toTargetView(target: TargetRow): PublishTargetView {
  return {
    _id: target.id,
    accountId: target.accountId,
    socialMedia: target.socialMedia,
    state: target.state,
    dueAt: iso(target.dueAt),
    sentAt: iso(target.sentAt),
    externalId: target.externalId,
    externalUrl: target.externalUrl,
    error: target.errorMessage,
    attempts: target.attempts,
    // For the screen only: a row whose parts do not fit shows none (sending reads them strictly).
    parts: (publishedPartsSchema.safeParse(target.parts).data ?? []).map(({ externalId, url }) => ({
      externalId,
      url,
    })),
  };
}

/**
 * The spec's Post. postedInfo says where it went: one entry per account reached, and one with the
 * blockedReason per account a rule blocked. `blocked` holds when every account was blocked. The
 * saved media links may have expired: `fresh` signs those to our storage again.
 */
export function toPostView(post: PostRow, targets: readonly TargetRow[], fresh: FreshReadUrls): PostView {
  // The composer's timing as stored is not answered: `timing` and `postDate` are the columns.
  const { timing: _timing, ...content } = fresh(post.content);
  const blockedTargets = targets.filter((target) => target.state === 'blocked');
  const postedInfo = targets
    .filter((target) => ['published', 'reminder_sent', 'blocked'].includes(target.state))
    .map((target) => ({
      id: target.state === 'blocked' ? null : (target.externalId ?? target.id),
      accountId: target.accountId,
      blockedReason: target.state === 'blocked' ? target.errorMessage : null,
    }));
  const allBlocked = targets.length > 0 && blockedTargets.length === targets.length;
  return {
    ...content,
    _id: post.id,
    calendarId: post.calendarId,
    message: post.message,
    timing: post.timing,
    postDate: iso(post.postDate),
    draft: post.draft,
    accountId: content.accountIds[0] ?? null,
    complianceEngineRules: content.complianceEngineRules ?? null,
    libraryPostId: post.libraryPostId,
    campaignId: post.campaignId,
    hootsuiteId: post.hootsuiteId,
    blocked: post.blocked || allBlocked,
    blockedReason: post.blockedReason ?? (allBlocked ? (blockedTargets[0]?.errorMessage ?? null) : null),
    postedInfo,
    targets: targets.map(toTargetView),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
