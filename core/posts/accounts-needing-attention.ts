/** The parts of a published post that say where it went (spec: "postedInfo (id, accountId, blockedReason)"). */
export interface PostOutcome {
  blocked: boolean;
  accountIds: readonly string[];
  postedInfo: readonly { accountId: string; id?: string | null; blockedReason?: string | null }[];
}

const postedTo = (entry: PostOutcome['postedInfo'][number]) => Boolean(entry.id) && !entry.blockedReason;

/**
 * Section 4, "Notifications": "If the post is blocked, the accounts needing attention are all its
 * accounts; otherwise those lacking a successful postedInfo entry (by count comparison)." The count
 * comparison: when every account has a successful entry, none needs attention.
 */
export function accountsNeedingAttention(post: PostOutcome): string[] {
  if (post.blocked) return [...post.accountIds];
  const successful = post.postedInfo.filter(postedTo);
  if (successful.length >= post.accountIds.length) return [];
  const done = new Set(successful.map((entry) => entry.accountId));
  return post.accountIds.filter((accountId) => !done.has(accountId));
}
