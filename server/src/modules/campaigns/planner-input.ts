import {
  accountOptions,
  type AccountMetadata,
  type PlannerAccount,
  type PlannerPostContent,
  type PostBody,
  type PostImage,
} from '@kairos/core';
import { accountTextLimit } from '../accounts/account-view';
import type { LibraryPostRow } from '../library/library-repository';
import type { AccountRow } from '../posts/post-repository';

export type CampaignPostContent = PlannerPostContent & Pick<PostBody, 'mediaMetadata'>;

/**
 * What a campaign post takes from its library post besides the text. The planner checks this against
 * the account network's rules, and the same is written, so what was checked is what is sent.
 * `imageOf` gives a picture's upload details (library-images.ts).
 */
export function libraryPostContent(
  row: LibraryPostRow,
  imageOf: (url: string) => PostImage = (url) => ({ url }),
): CampaignPostContent {
  // The video as a composer's post carries it (its upload's id, thumbnail and the facts the server
  // read), so YouTube and TikTok accounts can post it.
  const { images, imageAlts, video, postTitle, hashtags, callToAction, mediaMetadata } = row.content;
  // The picture's alt text, saved with the library post, goes with each post made from it.
  const withAlt = (url: string): PostImage => {
    const alt = imageAlts.find((entry) => entry.url === url)?.alt;
    return alt ? { ...imageOf(url), alt } : imageOf(url);
  };
  return { images: images.map(withAlt), video, postTitle, hashtags, callToAction, mediaMetadata };
}

/** An account as the planner checks content against its network: its type, text limit and the campaign's flags for it. */
export function plannerAccount(
  account: AccountRow,
  accountsMetadata: readonly AccountMetadata[],
): PlannerAccount {
  const flags: Partial<AccountMetadata> =
    accountsMetadata.find((entry) => entry.accountId === account.id) ?? {};
  return {
    id: account.id,
    socialMedia: account.socialMedia,
    type: account.type,
    textLimit: accountTextLimit(account.metadata),
    options: Object.fromEntries(
      accountOptions.filter((option) => flags[option] === true).map((option) => [option, true]),
    ),
  };
}
