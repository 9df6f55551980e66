import {
  accountOptions,
  type AccountType,
  type PlannerAccount,
  type PlannerPostContent,
  type PostBody,
  type PostImage,
  postVideoSchema,
} from '@kairos/core';
import { accountTextLimit } from '../accounts/account-view';
import type { LibraryPostRow } from '../library/library-repository';
import type { AccountRow } from '../posts/post-repository';

const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The library post's video as a composer's post carries it (its upload's id, thumbnail and the facts
 * the server read), so YouTube and TikTok accounts can post it; a stored value that is not one is left
 * out rather than sent.
 */
function libraryVideo(value: unknown): PostBody['video'] {
  const parsed = postVideoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

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
  const { content } = row;
  return {
    images: list<string>(content.images).map(imageOf),
    video: libraryVideo(content.video),
    postTitle: typeof content.postTitle === 'string' ? content.postTitle : '',
    hashtags: list<string>(content.hashtags),
    callToAction: (content.callToAction as PostBody['callToAction'] | undefined) ?? null,
    mediaMetadata: list<PostBody['mediaMetadata'][number]>(content.mediaMetadata),
  };
}

/** An account as the planner checks content against its network: its type, text limit and the campaign's flags for it. */
export function plannerAccount(
  account: AccountRow,
  accountsMetadata: readonly Record<string, unknown>[],
): PlannerAccount {
  const flags = accountsMetadata.find((entry) => entry.accountId === account.id) ?? {};
  return {
    id: account.id,
    socialMedia: account.socialMedia,
    type: (account.type as AccountType | null) ?? null,
    textLimit: accountTextLimit(account.metadata),
    options: Object.fromEntries(
      accountOptions.filter((option) => flags[option] === true).map((option) => [option, true]),
    ),
  };
}
