import { messages } from '../messages';
import { type PostAccount } from '../networks/network-rules';
import { tiktokRules } from '../networks/tiktok';
import { type AccountMetadata, type PostBody } from './post-schema';
import { tiktokDisclosure } from './tiktok-settings-schema';

/**
 * Whether the post asks for this TikTok account's story or feed reminder: then the person posts from
 * TikTok's app, which asks for the privacy and disclosure itself, and the composer asks nothing.
 */
export function tiktokPostedFromApp(metadata: readonly AccountMetadata[], accountId: string): boolean {
  const flags = metadata.find((entry) => entry.accountId === accountId);
  return (tiktokRules.apiPublishing?.reminderOptions ?? []).some((option) => flags?.[option] === true);
}

/**
 * TikTok's Content Sharing Guidelines leave the privacy to the creator, with no default, and forbid
 * branded content kept private; a disclosure switched on must say what it discloses. Checked for
 * each TikTok account that publishes through the API: one whose post asks for a story or feed
 * reminder is posted by the person from the app, where TikTok asks them itself. Kept out of the
 * network's content check, which a campaign's library suitability reads: no library post can choose
 * a privacy for anyone.
 */
export function tiktokSettingsErrors(post: PostBody, accounts: readonly PostAccount[]): string[] {
  const errors = new Set<string>();
  for (const account of accounts) {
    if (account.socialMedia !== 'tiktok') continue;
    if (tiktokPostedFromApp(post.accountsMetadata, account._id)) continue;
    const settings = post.tiktokSettings.find((entry) => entry.accountId === account._id);
    if (!settings?.privacyLevel) {
      errors.add(messages.tiktok.privacyRequired(account.name));
      continue;
    }
    const { yourBrand, brandedContent } = tiktokDisclosure(settings);
    if (settings.discloseContent && !yourBrand && !brandedContent)
      errors.add(messages.tiktok.disclosureIncomplete);
    if (brandedContent && settings.privacyLevel === 'SELF_ONLY')
      errors.add(messages.tiktok.brandedContentPrivate);
  }
  return [...errors];
}

/**
 * A campaign's TikTok accounts: a campaign posts from the library with no one to choose each post's
 * privacy, so a TikTok account takes part only with a reminder (posted by the person from TikTok's
 * app, which asks them itself). The first account that cannot, or null.
 */
export function campaignTiktokError(
  accounts: readonly { id: string; name: string; socialMedia: string }[],
  metadata: readonly AccountMetadata[],
): string | null {
  const refused = accounts.find(
    (account) => account.socialMedia === 'tiktok' && !tiktokPostedFromApp(metadata, account.id),
  );
  return refused ? messages.tiktok.notInCampaigns(refused.name) : null;
}
