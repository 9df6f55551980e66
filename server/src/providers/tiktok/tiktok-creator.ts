import {
  tiktokDisclosure,
  tiktokPostSettingsSchema,
  tiktokPrivacyLevels,
  type TikTokCreatorInfo,
  type TikTokPostSettings,
} from '@kairos/core';
import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';

/**
 * creator_info's data (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info):
 * who the creator is, the privacy levels they may post with now, the interactions they turned off
 * and the longest video they may post.
 */
export const creatorInfo = z.object({
  creator_avatar_url: z.string().nullish(),
  creator_username: z.string().nullish(),
  creator_nickname: z.string().nullish(),
  privacy_level_options: z.array(z.string()),
  comment_disabled: z.boolean().default(false),
  duet_disabled: z.boolean().default(false),
  stitch_disabled: z.boolean().default(false),
  max_video_post_duration_sec: z.number().nullish(),
});
export type CreatorInfo = z.infer<typeof creatorInfo>;

/**
 * "must query creator_info first" (NETWORKS.md): what this creator may post now, with which privacy
 * and interactions. Asking twice is harmless.
 */
export async function queryCreatorInfo(
  http: HttpClient,
  apiBase: string,
  bearer: string,
): Promise<CreatorInfo> {
  const answer = await http.request({
    method: 'POST',
    url: `${apiBase}/v2/post/publish/creator_info/query/`,
    bearer,
    idempotent: true,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: '',
  });
  return readTikTok(creatorInfo, answer.body, 'transient', 'creator info');
}

const knownLevels = new Set<string>(tiktokPrivacyLevels);

/** creator_info as the composer reads it (GET /api/accounts/{id}/tiktok-creator). */
export function toCreatorView(info: CreatorInfo): TikTokCreatorInfo {
  return {
    nickname: info.creator_nickname || info.creator_username || 'TikTok',
    username: info.creator_username ?? null,
    avatarUrl: info.creator_avatar_url ?? null,
    privacyLevelOptions: info.privacy_level_options.filter((level) =>
      knownLevels.has(level),
    ) as TikTokCreatorInfo['privacyLevelOptions'],
    commentDisabled: info.comment_disabled,
    duetDisabled: info.duet_disabled,
    stitchDisabled: info.stitch_disabled,
    maxVideoPostDurationSec: info.max_video_post_duration_sec ?? null,
  };
}

const refused = (message: string, networkCode: string) =>
  new PublishError('bad_content', message, { networkCode });

/**
 * What the creator chose in the composer, read from the post. TikTok's guidelines forbid choosing
 * the privacy for them, so a post without a choice (saved before the choice existed, or made by a
 * campaign) is refused rather than sent with one of ours.
 */
export function chosenSettings(accountSettings: unknown): TikTokPostSettings & { privacyLevel: string } {
  const parsed = tiktokPostSettingsSchema.safeParse(accountSettings);
  if (!parsed.success || !parsed.data.privacyLevel)
    throw refused(
      'Nobody chose who can see this TikTok post: edit the post and choose its privacy',
      'privacy_level_missing',
    );
  return { ...parsed.data, privacyLevel: parsed.data.privacyLevel };
}

/**
 * The post_info fields the creator chose, checked against creator_info as TikTok checks them: the
 * privacy must be one the creator may use now (privacy_level_option_mismatch), branded content is
 * never private, and an interaction the creator turned off in TikTok stays off.
 */
export function postInfoOf(creator: CreatorInfo, accountSettings: unknown, kind: 'video' | 'photo') {
  const settings = chosenSettings(accountSettings);
  const allowed = creator.privacy_level_options;
  if (!allowed.includes(settings.privacyLevel))
    throw refused(
      `TikTok does not allow the privacy ${settings.privacyLevel} for this account (it allows ${allowed.join(', ')})`,
      'privacy_level_option_mismatch',
    );
  const { yourBrand, brandedContent } = tiktokDisclosure(settings);
  if (brandedContent && settings.privacyLevel === 'SELF_ONLY')
    throw refused('TikTok does not let branded content be private', 'privacy_level_option_mismatch');
  const common = {
    privacy_level: settings.privacyLevel,
    disable_comment: creator.comment_disabled || !settings.allowComment,
    brand_content_toggle: brandedContent,
    brand_organic_toggle: yourBrand,
  };
  // "Duet and Stitch features are not applicable to photo posts."
  if (kind === 'photo') return common;
  return {
    ...common,
    disable_duet: creator.duet_disabled || !settings.allowDuet,
    disable_stitch: creator.stitch_disabled || !settings.allowStitch,
  };
}
