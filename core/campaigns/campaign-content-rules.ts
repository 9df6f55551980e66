import { libraryMessageFor } from '../library/library-post-rules';
import { networkTable } from '../networks/network-table';
import { toSocialType, type AccountOption, type AccountType } from '../networks/social-types';
import { type PlanLimits } from '../plans/limits';
import { networkFindings } from '../posts/network-findings';
import { type PostBody } from '../posts/post-schema';

/** What a library post sends besides its text: what a network's rules read of it. */
export type PlannerPostContent = Pick<
  PostBody,
  'images' | 'video' | 'postTitle' | 'hashtags' | 'callToAction'
>;

export type PlannerContentPost = PlannerPostContent & {
  message: string;
  variations: readonly { socialMedia: string; message: string }[];
};

/** What a network's rules read of an account. */
export interface PlannerAccountRules {
  id: string;
  socialMedia: string;
  type?: AccountType | null;
  /** The account's own text limit, where its server sets one (a Mastodon server's max_characters). */
  textLimit?: number | null;
  /** The campaign's accountsMetadata flags for the account (a reel, an automatic feed post, ...). */
  options?: Partial<Record<AccountOption, boolean>>;
}

/** Accounts the rules cannot tell apart (same network, type, text limit and flags) share a verdict. */
function kindOf(account: PlannerAccountRules): string {
  const flags = Object.entries(account.options ?? {})
    .filter(([, on]) => on === true)
    .map(([option]) => option)
    .sort();
  return [account.socialMedia, account.type ?? '', account.textLimit ?? '', ...flags].join('|');
}

/**
 * Whether a library post, in the variation of the account's network, breaks a rule of that network
 * the composer would refuse it for (text too long, media required or refused, a title missing, ...).
 * Only errors count: the warnings a user confirms with "Post anyway" do not.
 */
export function breaksNetworkRules(
  post: PlannerContentPost,
  account: PlannerAccountRules,
  limits: PlanLimits,
): boolean {
  const socialType = toSocialType(account.socialMedia);
  // A network core does not know has no rules to check against.
  if (socialType === null) return false;
  const body: PostBody = {
    message: libraryMessageFor(post, account.socialMedia),
    calendarId: '',
    accountIds: [account.id],
    draft: false,
    timing: { mode: 'schedule', date: null, time: null },
    hashtags: post.hashtags,
    images: post.images,
    video: post.video,
    audio: null,
    pdf: null,
    postTitle: post.postTitle,
    callToAction: post.callToAction,
    event: null,
    accountsMetadata: [{ ...account.options, accountId: account.id }],
    tiktokSettings: [],
    mediaMetadata: [],
    thread: [],
    firstComment: '',
    saveToLibrary: null,
    confirmed: [],
  };
  const findings = networkFindings(networkTable[socialType], {
    post: body,
    accounts: [
      {
        _id: account.id,
        socialMedia: socialType,
        type: account.type ?? null,
        name: '',
        textLimit: account.textLimit ?? null,
      },
    ],
    limits,
    postsToday: () => 0,
  });
  return findings.errors.length > 0;
}

/**
 * Whether an account's network accepts a library post, checked the first time the pair is asked and
 * remembered per kind of account: the planner asks only about the candidates it actually tries.
 */
export function createSuitability<T extends PlannerContentPost>(
  limits: PlanLimits,
  onCheck: () => void = () => undefined,
): (post: T, account: PlannerAccountRules) => boolean {
  const byKind = new Map<string, Map<T, boolean>>();
  return (post, account) => {
    const kind = kindOf(account);
    let verdicts = byKind.get(kind);
    if (!verdicts) {
      verdicts = new Map();
      byKind.set(kind, verdicts);
    }
    let suitable = verdicts.get(post);
    if (suitable === undefined) {
      onCheck();
      suitable = !breaksNetworkRules(post, account, limits);
      verdicts.set(post, suitable);
    }
    return suitable;
  };
}

/**
 * The library posts an account may be given: those its network's rules accept. Each library post is
 * checked once per kind of account, not once per account or slot.
 */
export function createSuitablePosts<T extends PlannerContentPost>(
  posts: readonly T[],
  limits: PlanLimits,
): (account: PlannerAccountRules) => readonly T[] {
  const byKind = new Map<string, readonly T[]>();
  return (account) => {
    const kind = kindOf(account);
    let suitable = byKind.get(kind);
    if (!suitable) {
      suitable = posts.filter((post) => !breaksNetworkRules(post, account, limits));
      byKind.set(kind, suitable);
    }
    return suitable;
  };
}
