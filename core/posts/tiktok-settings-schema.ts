import { z } from 'zod';

/**
 * TikTok's privacy levels; creator_info's privacy_level_options is a subset of them
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info).
 */
export const tiktokPrivacyLevels = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof tiktokPrivacyLevels)[number];

/** As TikTok's own app names them. */
export const tiktokPrivacyLabels: Readonly<Record<TikTokPrivacyLevel, string>> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

/**
 * What the creator chose for one TikTok account in the composer. TikTok's guidelines: the privacy is
 * chosen "manually ... and there should be no default value" (null until then), the interactions
 * are off until turned on, and the commercial content disclosure is off with neither option chosen.
 */
export const tiktokPostSettingsSchema = z.object({
  accountId: z.string().max(100),
  privacyLevel: z.enum(tiktokPrivacyLevels).nullable().default(null),
  allowComment: z.boolean().default(false),
  /** Duet and Stitch apply to videos only. */
  allowDuet: z.boolean().default(false),
  allowStitch: z.boolean().default(false),
  /** The "Disclose post content" switch; the two options below count only while it is on. */
  discloseContent: z.boolean().default(false),
  /** "Your brand": brand_organic_toggle, labeled 'Promotional content'. */
  yourBrand: z.boolean().default(false),
  /** "Branded content": brand_content_toggle, labeled 'Paid partnership'; never private. */
  brandedContent: z.boolean().default(false),
});
export type TikTokPostSettings = z.infer<typeof tiktokPostSettingsSchema>;

/** The brand toggles TikTok receives: nothing is disclosed while the switch is off. */
export function tiktokDisclosure(settings: TikTokPostSettings) {
  return {
    yourBrand: settings.discloseContent && settings.yourBrand,
    brandedContent: settings.discloseContent && settings.brandedContent,
  };
}

/**
 * GET /api/accounts/{id}/tiktok-creator: TikTok's creator_info for the account, read when the
 * composer shows its TikTok options ("API Clients must retrieve the latest creator info when
 * rendering the Post to TikTok page").
 */
export const tiktokCreatorInfoSchema = z.object({
  nickname: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  privacyLevelOptions: z.array(z.enum(tiktokPrivacyLevels)),
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
  maxVideoPostDurationSec: z.number().nullable(),
});
export type TikTokCreatorInfo = z.infer<typeof tiktokCreatorInfoSchema>;
