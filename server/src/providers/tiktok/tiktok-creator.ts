import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';

export const creatorInfo = z.object({
  creator_username: z.string().nullish(),
  privacy_level_options: z.array(z.string()),
  comment_disabled: z.boolean().default(false),
  duet_disabled: z.boolean().default(false),
  stitch_disabled: z.boolean().default(false),
  max_video_post_duration_sec: z.number().nullish(),
});
export type CreatorInfo = z.infer<typeof creatorInfo>;

/** From the most to the least public: a scheduled post goes out as public as the creator allows. */
export const privacyLevels = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
];

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

/**
 * The privacy this post goes out with: the configured one (TIKTOK_PRIVACY_LEVEL, e.g. SELF_ONLY for an
 * app not yet audited) when the creator allows it, else the most public the creator allows. A level
 * the creator does not offer is refused before anything is sent, as TikTok would
 * (privacy_level_option_mismatch).
 */
export function choosePrivacy(creator: CreatorInfo, wanted: string | undefined): string {
  const allowed = creator.privacy_level_options;
  if (wanted) {
    if (allowed.includes(wanted)) return wanted;
    throw new PublishError(
      'bad_content',
      `TikTok does not allow the privacy ${wanted} for this account (it allows ${allowed.join(', ')})`,
      { networkCode: 'privacy_level_option_mismatch' },
    );
  }
  const level = privacyLevels.find((candidate) => allowed.includes(candidate));
  if (!level)
    throw new PublishError('bad_content', 'TikTok offers no privacy level to post with for this account', {
      networkCode: 'privacy_level_option_mismatch',
    });
  return level;
}

/** The interactions the creator turned off stay off on the post. */
export const interactions = (creator: CreatorInfo) => ({
  disable_comment: creator.comment_disabled,
  disable_duet: creator.duet_disabled,
  disable_stitch: creator.stitch_disabled,
});
