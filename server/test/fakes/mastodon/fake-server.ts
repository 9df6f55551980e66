import { FakeOAuthStore, fakeAvatar } from '../fake-oauth-store';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { getStatus, mediaStatus, postStatus, rateHeaders, uploadMedia } from './fake-api';
import { authorizeMastodon, registerApp, tokenMastodon } from './fake-oauth';

export interface FakeStatus {
  id: string;
  text: string;
  mediaIds: string[];
  /** The status it answers (`in_reply_to_id`), for a reply of a thread. */
  inReplyToId: string | null;
  idempotencyKey: string | null;
  json: Record<string, unknown>;
  /** What people did with it: tests move these, GET /api/v1/statuses/:id tells them. */
  counts: { favourites: number; reblogs: number; replies: number };
}

/** A fake Mastodon server: apps, OAuth, the instance description, media and statuses. */
export interface FakeMastodon {
  url: string;
  /**
   * The signed-in account. `followers` is its followers_count as the server tells it: -1 when the
   * server or the user hides it (REST::AccountSerializer#followers_count, mastodon/mastodon).
   */
  user: { id: string; username: string; displayName: string; followers: number };
  /** The server's own text limit (configuration.statuses.max_characters). */
  maxCharacters: number;
  apps: Array<{ id: string; clientId: string; clientSecret: string; redirectUris: string[]; scopes: string }>;
  /** Each upload; `description` is its alt text as received (null: none). */
  media: Map<string, { type: string; size: number; pendingChecks: number; description: string | null }>;
  statuses: FakeStatus[];
  oauth: FakeOAuthStore;
  script: FakeScript;
  rateLimit: { remaining: number; resetAt: number };
  close(): Promise<void>;
}

function instance(fake: FakeMastodon): FakeAnswer {
  const domain = new URL(fake.url).host;
  return {
    status: 200,
    json: {
      domain,
      title: 'Fake Mastodon',
      version: '4.3.0',
      configuration: {
        statuses: { max_characters: fake.maxCharacters, max_media_attachments: 4 },
        media_attachments: { image_size_limit: 16_777_216, video_size_limit: 103_809_024 },
      },
    },
  };
}

async function route(fake: FakeMastodon, request: FakeHttpRequest): Promise<FakeAnswer> {
  if (request.route === 'POST /api/v1/apps') return registerApp(fake, request);
  if (request.route === 'GET /oauth/authorize') return authorizeMastodon(fake, request);
  if (request.route === 'POST /oauth/token') return tokenMastodon(fake, request);
  if (request.route === 'GET /api/v2/instance') return instance(fake);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('M', '#6364ff');
  if (!fake.oauth.userOf(request.bearer()))
    return { status: 401, json: { error: 'The access token is invalid' } };
  if (request.route === 'GET /api/v1/accounts/verify_credentials') {
    const { id, username, displayName, followers } = fake.user;
    // CredentialAccount: an Account (its counts always present) with the user's source settings.
    return {
      status: 200,
      json: {
        id,
        username,
        acct: username,
        display_name: displayName,
        locked: false,
        bot: false,
        created_at: '2022-11-08T00:00:00.000Z',
        note: '',
        avatar: `${fake.url}/avatars/${id}.svg`,
        url: `${fake.url}/@${username}`,
        followers_count: followers,
        following_count: 12,
        statuses_count: fake.statuses.length,
        last_status_at: null,
        source: { privacy: 'public', sensitive: false, language: null, note: '', fields: [] },
      },
      headers: rateHeaders(fake),
    };
  }
  if (request.route === 'POST /api/v2/media') return uploadMedia(fake, request);
  const mediaId = /^\/api\/v1\/media\/(\w+)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && mediaId) return mediaStatus(fake, mediaId);
  if (request.route === 'POST /api/v1/statuses') return postStatus(fake, request);
  const statusId = /^\/api\/v1\/statuses\/(\w+)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && statusId) return getStatus(fake, statusId);
  return { status: 404, json: { error: 'Record not found' } };
}

export async function startFakeMastodon(options: { port?: number } = {}): Promise<FakeMastodon> {
  const fake: FakeMastodon = {
    url: '',
    user: { id: '109348', username: 'kairos', displayName: 'Kairos on Mastodon', followers: 0 },
    maxCharacters: 500,
    apps: [],
    media: new Map(),
    statuses: [],
    // "do not expire".
    oauth: new FakeOAuthStore({ accessTtlSeconds: null, refreshable: false, now: Date.now }),
    script: new FakeScript(),
    rateLimit: { remaining: 300, resetAt: Date.now() + 3 * 3600_000 },
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request) => route(fake, request), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
