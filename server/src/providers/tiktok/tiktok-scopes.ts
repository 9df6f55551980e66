/**
 * What the authorize request asks TikTok for (decision 0142). TikTok refuses a whole login that
 * names one scope the app was not approved for (`invalid_scope`), and it no longer approves the
 * Display API's scopes (user.info.profile, user.info.stats, video.list) for newly registered apps.
 * So the default is what every app with Login Kit and the Content Posting API's Direct Post holds:
 * user.info.basic (who the creator is) and video.publish (creator_info, the posts, their status).
 * video.upload belongs to the Upload (draft to the creator's inbox) mode, which we do not use.
 */
export const tiktokDefaultScopes = ['user.info.basic', 'video.publish'] as const;

/**
 * TIKTOK_EXTRA_SCOPES: scopes an app approved for more may add, comma or space separated. video.list
 * gives the metrics of public videos (decision 0116), user.info.profile the creator's username,
 * user.info.stats the follower count. Without them those readings are null, never a failed connect.
 */
export function tiktokScopesOf(extra: string | undefined): string[] {
  const extras = (extra ?? '').split(/[\s,]+/).filter(Boolean);
  return [...new Set([...tiktokDefaultScopes, ...extras])];
}

/**
 * Get User Info's fields by their scope (https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info):
 * asking a field whose scope the grant lacks is refused whole (400 scope_permission_missed), so only
 * fields the grant covers are asked. The username needs user.info.profile.
 */
export function tiktokProfileFields(granted: readonly string[] | undefined): string {
  const fields = ['open_id', 'avatar_url', 'display_name'];
  if (granted?.includes('user.info.profile')) fields.push('username');
  return fields.join(',');
}
