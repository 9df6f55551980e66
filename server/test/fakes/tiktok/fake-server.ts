import { fakeAvatar, FakeOAuthStore } from '../fake-oauth-store';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { authorizeTikTok, fakeTikTokNewAppScopes, fakeTikTokUser, tokenTikTok } from './fake-oauth';
import {
  fetchStatus,
  initPhotos,
  initVideo,
  receiveChunk,
  tiktokError,
  tiktokOk,
  type FakeTikTokPost,
} from './fake-posts';
import { queryVideos, refuseFieldsWithoutScope, refuseWithoutScope } from './fake-videos';

export {
  fakeTikTokClient,
  fakeTikTokDisplayApiScopes,
  fakeTikTokNewAppScopes,
  fakeTikTokUser,
} from './fake-oauth';

/** A running fake of TikTok's API v2 (Login Kit and the Content Posting API's Direct Post). */
export interface FakeTikTok {
  url: string;
  posts: FakeTikTokPost[];
  oauth: FakeOAuthStore;
  script: FakeScript;
  /** What creator_info answers. */
  creator: {
    privacyLevelOptions: string[];
    commentDisabled: boolean;
    duetDisabled: boolean;
    stitchDisabled: boolean;
    maxVideoPostDurationSec: number;
  };
  /** Inits left in this minute ("6 per minute per token"), and posts left today for the creator. */
  initRemaining: number;
  dailyPostsLeft: number;
  /** TikTok's smallest chunk (5 MB); tests lower it to send several chunks of a small file. */
  minChunkBytes: number;
  /** Status checks a post stays processing; the fail reason the next post gets. */
  processingChecks: number;
  failNext: string | null;
  /** A public post gets its id only after moderation. */
  moderationPending: boolean;
  /** URL prefixes verified for PULL_FROM_URL. */
  verifiedUrlPrefixes: string[];
  /** The scopes the app is approved for (a new app's by default): asking another refuses the login. */
  approvedScopes: string[];
  /** The scopes granted with each code, access token and refresh token. */
  grants: Map<string, string[]>;
  /** The creator's followers (follower_count, scope user.info.stats). */
  followers: number;
  /** Query Videos requests left in this minute (600 by default). */
  videoQueriesLeft: number;
  /** Posts that reached PUBLISH_COMPLETE. */
  published(): FakeTikTokPost[];
  close(): Promise<void>;
}

/** GET /v2/user/info/?fields=...: the fields asked for, each needing its scope. */
function userInfo(fake: FakeTikTok, request: FakeHttpRequest, origin: string): FakeAnswer {
  const fields = (request.query.get('fields') ?? '').split(',').filter(Boolean);
  const refused = refuseFieldsWithoutScope(fake, request, fields);
  if (refused) return refused;
  const all: Record<string, string | number> = {
    open_id: fakeTikTokUser.openId,
    display_name: fakeTikTokUser.displayName,
    username: fakeTikTokUser.username,
    avatar_url: `${origin}/avatars/tiktok.svg`,
    follower_count: fake.followers,
  };
  return tiktokOk({
    user: Object.fromEntries(fields.filter((field) => field in all).map((field) => [field, all[field]])),
  });
}

function creatorInfo(fake: FakeTikTok, origin: string): FakeAnswer {
  if (fake.dailyPostsLeft <= 0)
    return tiktokError(
      403,
      'spam_risk_too_many_posts',
      'The daily post cap from the API is reached for the current user.',
    );
  return tiktokOk({
    creator_avatar_url: `${origin}/avatars/tiktok.svg`,
    creator_username: fakeTikTokUser.username,
    creator_nickname: fakeTikTokUser.displayName,
    privacy_level_options: fake.creator.privacyLevelOptions,
    comment_disabled: fake.creator.commentDisabled,
    duet_disabled: fake.creator.duetDisabled,
    stitch_disabled: fake.creator.stitchDisabled,
    max_video_post_duration_sec: fake.creator.maxVideoPostDurationSec,
  });
}

async function route(fake: FakeTikTok, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (request.route === 'GET /v2/auth/authorize/') return authorizeTikTok(fake, request);
  if (request.route === 'POST /v2/oauth/token/') return tokenTikTok(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('T', '#000000');
  // The upload URL carries its own authorization (the upload id), as TikTok's does.
  if (request.route === 'PUT /upload/') return receiveChunk(fake, request);
  const userId = fake.oauth.userOf(request.bearer());
  if (!userId)
    return tiktokError(
      401,
      'access_token_invalid',
      'The access token is invalid or not found in the request.',
    );
  if (request.route === 'GET /v2/user/info/') return userInfo(fake, request, origin);
  if (request.route === 'POST /v2/video/query/')
    return refuseWithoutScope(fake, request, 'video.list') ?? queryVideos(fake, userId, request);
  // The Content Posting API's endpoints need video.publish.
  const publishing = () => refuseWithoutScope(fake, request, 'video.publish');
  if (request.route === 'POST /v2/post/publish/creator_info/query/')
    return publishing() ?? creatorInfo(fake, origin);
  if (request.route === 'POST /v2/post/publish/video/init/')
    return publishing() ?? initVideo(fake, userId, request, origin);
  if (request.route === 'POST /v2/post/publish/content/init/')
    return publishing() ?? initPhotos(fake, userId, request);
  if (request.route === 'POST /v2/post/publish/status/fetch/')
    return publishing() ?? fetchStatus(fake, userId, request);
  return tiktokError(404, 'invalid_params', `No route ${request.route}`);
}

/** Starts TikTok's fake on 127.0.0.1 (TIKTOK_API_BASE and TIKTOK_AUTH_BASE both point at it). */
export async function startFakeTikTok(
  options: { port?: number; now?: () => number; approvedScopes?: string[] } = {},
): Promise<FakeTikTok> {
  const now = options.now ?? Date.now;
  const fake: FakeTikTok = {
    url: '',
    posts: [],
    // Access tokens last 24 h; refresh tokens a year and may rotate.
    oauth: new FakeOAuthStore({ accessTtlSeconds: 86_400, refreshable: true, now }),
    script: new FakeScript(),
    creator: {
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    },
    initRemaining: 6,
    dailyPostsLeft: 15,
    minChunkBytes: 5 * 1024 * 1024,
    processingChecks: 1,
    failNext: null,
    moderationPending: false,
    verifiedUrlPrefixes: [],
    approvedScopes: options.approvedScopes ?? fakeTikTokNewAppScopes,
    grants: new Map(),
    followers: 0,
    videoQueriesLeft: 600,
    published: () => fake.posts.filter((post) => post.status === 'PUBLISH_COMPLETE'),
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
