/**
 * The scopes each kind of app can be granted, per network, as the vendor's page says (decision
 * 0142). An authorize request that names one scope the app cannot hold is refused whole (LinkedIn's
 * unauthorized_scope_error, Meta's invalid scope dialog, TikTok's invalid_scope: NETWORKS.md), so
 * grantable-scopes.contract.test.ts checks every authorize URL the product builds against these
 * lists. They are the vendors' data, written here from their pages, never from our providers.
 */
export interface GrantableScopes {
  /** The kind of app, as the vendor's console makes it. */
  appType: string;
  /** The vendor page the list comes from. */
  source: string;
  scopes: readonly string[];
}

const tiktokNewApp = ['user.info.basic', 'video.publish', 'video.upload'];
const metaPagesAndInstagram = [
  'public_profile',
  'email',
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_posts',
  'pages_manage_engagement',
  'pages_manage_metadata',
  'read_insights',
  'business_management',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'instagram_manage_messages',
];

export const grantableScopes = {
  x: {
    appType: 'Project app with OAuth 2.0 user authentication',
    source: 'https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code (Scopes)',
    scopes: [
      'tweet.read',
      'tweet.write',
      'tweet.moderate.write',
      'users.email',
      'users.read',
      'follows.read',
      'follows.write',
      'offline.access',
      'space.read',
      'mute.read',
      'mute.write',
      'like.read',
      'like.write',
      'list.read',
      'list.write',
      'block.read',
      'block.write',
      'bookmark.read',
      'bookmark.write',
      'dm.read',
      'dm.write',
      'media.write',
    ],
  },
  linkedinMember: {
    appType: 'App with Sign In with LinkedIn using OpenID Connect and Share on LinkedIn',
    source:
      'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2 and https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin',
    scopes: ['openid', 'profile', 'email', 'w_member_social'],
  },
  linkedinPages: {
    appType: 'App with the Community Management API (the only product on its app)',
    source:
      'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-overview (Permissions)',
    scopes: [
      'r_basicprofile',
      'w_member_social',
      'r_member_social',
      'rw_organization_admin',
      'r_organization_admin',
      'r_organization_social',
      'w_organization_social',
      'r_1st_connections_size',
    ],
  },
  metaBusiness: {
    appType: 'Business app, Facebook Login for Business, Pages and Instagram use cases',
    source: 'https://developers.facebook.com/docs/permissions (Permissions Reference)',
    scopes: metaPagesAndInstagram,
  },
  metaBusinessWithGroups: {
    appType: 'Business app that kept the Groups API (removed for others on 22 April 2024)',
    source:
      'https://developers.facebook.com/docs/groups-api and https://developers.facebook.com/docs/permissions',
    scopes: [...metaPagesAndInstagram, 'publish_to_groups', 'groups_access_member_info'],
  },
  threads: {
    appType: 'App with the Access the Threads API use case',
    source:
      'https://developers.facebook.com/documentation/development/create-an-app/use-cases-permission-mapping',
    scopes: [
      'threads_basic',
      'threads_read_replies',
      'threads_manage_replies',
      'threads_content_publish',
      'threads_manage_insights',
      'threads_keyword_search',
      'threads_profile_discovery',
      'threads_manage_mentions',
      'threads_delete',
      'threads_location_tagging',
      'threads_share_to_instagram',
    ],
  },
  tiktokNewApp: {
    appType: 'New app: Login Kit and the Content Posting API (Direct Post, Upload)',
    source:
      'https://developers.tiktok.com/doc/scopes-overview/ ("user.info.basic will be added by default for all apps with Login Kit") and https://developers.tiktok.com/doc/content-posting-api-get-started/',
    scopes: tiktokNewApp,
  },
  tiktokDisplayApi: {
    appType: 'App also approved for the Display API (not granted to new apps)',
    source:
      'https://developers.tiktok.com/doc/display-api-overview/ and https://developers.tiktok.com/bulletin/user-info-scope-migration',
    scopes: [...tiktokNewApp, 'user.info.profile', 'user.info.stats', 'video.list'],
  },
  pinterest: {
    appType: 'App with Standard access to API v5',
    source: 'https://developers.pinterest.com/docs/getting-started/scopes/',
    scopes: [
      'ads:read',
      'ads:write',
      'billing:read',
      'billing:write',
      'biz_access:read',
      'biz_access:write',
      'boards:read',
      'boards:read_secret',
      'boards:write',
      'boards:write_secret',
      'catalogs:read',
      'catalogs:write',
      'pins:read',
      'pins:read_secret',
      'pins:write',
      'pins:write_secret',
      'user_accounts:read',
      'user_accounts:write',
    ],
  },
  youtube: {
    appType: 'Google Cloud project with the YouTube Data API v3 enabled',
    source: 'https://developers.google.com/identity/protocols/oauth2/scopes#youtube',
    scopes: [
      'https://www.googleapis.com/auth/youtube',
      'https://www.googleapis.com/auth/youtube.channel-memberships.creator',
      'https://www.googleapis.com/auth/youtube.force-ssl',
      'https://www.googleapis.com/auth/youtube.readonly',
      'https://www.googleapis.com/auth/youtube.upload',
      'https://www.googleapis.com/auth/youtubepartner',
      'https://www.googleapis.com/auth/youtubepartner-channel-audit',
    ],
  },
  googleBusiness: {
    appType: 'Google Cloud project approved for the Business Profile APIs',
    source: 'https://developers.google.com/identity/protocols/oauth2/scopes#mybusinessbusinessinformation',
    scopes: ['https://www.googleapis.com/auth/business.manage'],
  },
  mastodon: {
    appType: 'App registered on the instance (POST /api/v1/apps)',
    source: 'https://docs.joinmastodon.org/api/oauth-scopes/',
    scopes: [
      'read',
      'write',
      'push',
      'profile',
      'read:accounts',
      'read:blocks',
      'read:bookmarks',
      'read:favourites',
      'read:filters',
      'read:follows',
      'read:lists',
      'read:mutes',
      'read:notifications',
      'read:search',
      'read:statuses',
      'write:accounts',
      'write:blocks',
      'write:bookmarks',
      'write:conversations',
      'write:favourites',
      'write:filters',
      'write:follows',
      'write:lists',
      'write:media',
      'write:mutes',
      'write:notifications',
      'write:reports',
      'write:statuses',
    ],
  },
  hootsuite: {
    appType: 'Hootsuite developer app',
    source: 'https://apidocs.hootsuite.com/docs/api/swagger.yaml (GET /oauth2/auth, scope: enum)',
    scopes: ['offline', 'analytics:read'],
  },
} satisfies Record<string, GrantableScopes>;

/** The scopes of an authorize URL: its `scope` parameter, split on commas or spaces. */
export const scopesAsked = (url: string): string[] =>
  (new URL(url).searchParams.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);

/** The asked scopes the app cannot be granted: any one refuses the whole authorize request. */
export const notGrantable = (table: GrantableScopes, asked: readonly string[]): string[] =>
  asked.filter((scope) => !table.scopes.includes(scope));
