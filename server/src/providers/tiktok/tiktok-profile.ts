import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { ConnectableAccount, TokenSet } from '../provider';
import { isPublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';
import { queryCreatorInfo } from './tiktok-creator';
import { tiktokProfileFields } from './tiktok-scopes';

const userAnswer = z.object({
  user: z.object({
    open_id: z.string(),
    display_name: z.string().nullish(),
    username: z.string().nullish(),
    avatar_url: z.string().nullish(),
  }),
});

/**
 * The username without user.info.profile: creator_info (video.publish, which every connection holds)
 * names the creator. A daily cap reached there (rate_limited) leaves the name out rather than
 * refusing the connection: a publish reads creator_info again and names the post's URL from it.
 */
async function creatorUsername(http: HttpClient, apiBase: string, bearer: string): Promise<string | null> {
  try {
    return (await queryCreatorInfo(http, apiBase, bearer)).creator_username ?? null;
  } catch (error) {
    if (isPublishError(error) && error.kind === 'rate_limited') return null;
    throw error;
  }
}

/** The creator a TikTok login connects: one account, asking only the fields its scopes cover. */
export async function tiktokConnectable(
  http: HttpClient,
  apiBase: string,
  tokens: TokenSet,
): Promise<ConnectableAccount> {
  const fields = tiktokProfileFields(tokens.grantedScopes);
  const answer = await http.request({
    url: `${apiBase}/v2/user/info/`,
    query: { fields },
    bearer: tokens.accessToken,
  });
  const { user } = readTikTok(userAnswer, answer.body, 'transient', 'profile');
  const username = fields.includes('username')
    ? (user.username ?? null)
    : await creatorUsername(http, apiBase, tokens.accessToken);
  return {
    externalId: user.open_id,
    name: user.display_name || username || 'TikTok',
    type: 'personal',
    avatar: user.avatar_url ?? null,
    url: username ? `https://www.tiktok.com/@${username}` : null,
    metadata: { tiktokId: user.open_id, username },
  };
}
