import { fakeAvatar, FakeOAuthStore } from '../fake-oauth-store';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { pinAnalytics, type PinMetricType } from './fake-analytics';
import { FakePinterestMedia } from './fake-media';
import { authorizePinterest, fakePinterestUser, tokenPinterest } from './fake-oauth';

export { fakePinterestApp, fakePinterestUser } from './fake-oauth';

export interface FakePin {
  id: string;
  boardId: string;
  title: string | null;
  description: string | null;
  link: string | null;
  /** The pin's alt_text (null: none). */
  altText: string | null;
  mediaSource: Record<string, unknown>;
  /** The day it was created (UTC, YYYY-MM-DD). */
  createdOn: string;
  /** Its figures as Pinterest counts them now, by metric type (zero where not set). */
  analytics?: Partial<Record<PinMetricType, number>>;
  /** Deleted by its owner. */
  deleted?: boolean;
}

export interface FakeBoard {
  id: string;
  name: string;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
}

/** A running fake of Pinterest's API v5: what it received, and the knobs tests turn. */
export interface FakePinterest {
  url: string;
  boards: FakeBoard[];
  pins: FakePin[];
  media: FakePinterestMedia;
  oauth: FakeOAuthStore;
  script: FakeScript;
  /** Boards per page of GET /v5/boards, so the bookmark is exercised. */
  pageSize: number;
  rateLimit: { limit: number; remaining: number; resetSeconds: number };
  /** The org_analytics category's own limit (Pinterest limits each category apart). */
  analyticsRateLimit: { limit: number; remaining: number; resetSeconds: number };
  /** The user account's follower_count. */
  followers: number;
  /** The fake's clock: token expiry, a pin's creation day, "today" for analytics. */
  now: () => number;
  close(): Promise<void>;
}

export const pinterestError = (
  status: number,
  code: number,
  message: string,
  headers?: Record<string, string>,
) => ({
  status,
  json: { code, message },
  ...(headers ? { headers } : {}),
});

const rateHeaders = (fake: FakePinterest): Record<string, string> => ({
  'x-ratelimit-limit': String(fake.rateLimit.limit),
  'x-ratelimit-remaining': String(Math.max(fake.rateLimit.remaining, 0)),
  'x-ratelimit-reset': String(fake.rateLimit.resetSeconds),
});

function listBoards(fake: FakePinterest, request: FakeHttpRequest, origin: string): FakeAnswer {
  const start = Number(request.query.get('bookmark') ?? '0') || 0;
  const size = Math.min(Number(request.query.get('page_size') ?? '25') || 25, fake.pageSize);
  const items = fake.boards.slice(start, start + size).map((board) => ({
    id: board.id,
    name: board.name,
    description: '',
    privacy: board.privacy,
    owner: { username: fakePinterestUser.username },
    media: { image_cover_url: `${origin}/avatars/${board.id}.svg`, pin_thumbnail_urls: [] },
  }));
  const next = start + size < fake.boards.length ? String(start + size) : null;
  return { status: 200, json: { items, bookmark: next } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function validSource(fake: FakePinterest, source: Record<string, unknown> | null): string | null {
  if (!source) return 'Invalid parameters: media_source is required.';
  if (source.source_type === 'image_base64') {
    const ok = ['image/jpeg', 'image/png'].includes(String(source.content_type)) && text(source.data);
    return ok
      ? null
      : 'Invalid parameters: image_base64 needs content_type image/jpeg or image/png and data.';
  }
  if (source.source_type === 'image_url')
    return text(source.url) ? null : 'Invalid parameters: url is required.';
  if (source.source_type === 'video_id') {
    if (!fake.media.ready(String(source.media_id))) return 'Invalid parameters: the media is not ready.';
    const cover =
      text(source.cover_image_url) ??
      (typeof source.cover_image_key_frame_time === 'number' ? 'frame' : null);
    return cover
      ? null
      : 'Invalid parameters: a video pin needs cover_image_url or cover_image_key_frame_time.';
  }
  if (source.source_type === 'multiple_image_urls') {
    // PinMediaSourceImagesURL: items 2 to 5, each with a url (title, description, link optional).
    const items = Array.isArray(source.items) ? (source.items as unknown[]) : [];
    const urls = items.every(
      (item) => typeof item === 'object' && item !== null && text((item as { url?: unknown }).url),
    );
    if (items.length < 2 || items.length > 5)
      return 'Invalid parameters: multiple_image_urls takes 2 to 5 items.';
    return urls ? null : 'Invalid parameters: every item needs a url.';
  }
  return 'Invalid parameters: unknown source_type.';
}

function createPin(fake: FakePinterest, request: FakeHttpRequest): FakeAnswer {
  if (fake.rateLimit.remaining <= 0)
    return pinterestError(429, 8, 'You have exceeded your rate limit. Try again later.', rateHeaders(fake));
  fake.rateLimit.remaining -= 1;
  const body = request.json() ?? {};
  const board = fake.boards.find((candidate) => candidate.id === body.board_id);
  if (!board) return pinterestError(404, 40, 'Board not found.');
  const title = text(body.title);
  const description = text(body.description);
  if ((title?.length ?? 0) > 100 || (description?.length ?? 0) > 800)
    return pinterestError(400, 1, 'Invalid parameters: title or description is too long.');
  // PinCreate's alt_text: maxLength 500.
  const altText = text(body.alt_text);
  if ((altText?.length ?? 0) > 500)
    return pinterestError(400, 1, 'Invalid parameters: alt_text is too long.');
  const source =
    typeof body.media_source === 'object' ? (body.media_source as Record<string, unknown>) : null;
  const invalid = validSource(fake, source);
  if (invalid) return pinterestError(400, 1, invalid);
  const id = String(813_744_226_420_795_000n + BigInt(fake.pins.length + 1));
  const createdAt = new Date(fake.now());
  const { data: _bytes, ...recorded } = source ?? {};
  fake.pins.push({
    id,
    boardId: board.id,
    title,
    description,
    link: text(body.link),
    altText,
    mediaSource: {
      ...recorded,
      ...(source?.data ? { bytes: Buffer.from(String(source.data), 'base64').length } : {}),
    },
    createdOn: createdAt.toISOString().slice(0, 10),
  });
  return {
    status: 201,
    json: {
      id,
      board_id: board.id,
      title,
      description,
      link: text(body.link),
      created_at: createdAt.toISOString(),
    },
    headers: rateHeaders(fake),
  };
}

async function route(fake: FakePinterest, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (request.route === 'GET /oauth/') return authorizePinterest(fake, request);
  if (request.route === 'POST /v5/oauth/token') return tokenPinterest(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('P', '#e60023');
  const upload = /^\/pinterest-media-upload\/(\d+)$/.exec(request.path);
  if (request.method === 'POST' && upload?.[1]) return fake.media.receive(upload[1], request);
  if (!fake.oauth.userOf(request.bearer())) return pinterestError(401, 2, 'Authentication failed.');
  if (request.route === 'GET /v5/user_account')
    return {
      status: 200,
      json: {
        account_type: 'BUSINESS',
        id: fakePinterestUser.id,
        username: fakePinterestUser.username,
        profile_image: `${origin}/avatars/${fakePinterestUser.id}.svg`,
        website_url: 'https://kairos.test',
        follower_count: fake.followers,
        following_count: 31,
        board_count: fake.boards.length,
        pin_count: fake.pins.length,
      },
    };
  if (request.route === 'GET /v5/boards') return listBoards(fake, request, origin);
  if (request.route === 'POST /v5/pins') return createPin(fake, request);
  if (request.route === 'POST /v5/media') return fake.media.register(request, origin);
  const analytics = /^\/v5\/pins\/(\d+)\/analytics$/.exec(request.path);
  if (request.method === 'GET' && analytics?.[1])
    return pinAnalytics(fake, analytics[1], request, new Date(fake.now()).toISOString().slice(0, 10));
  const media = /^\/v5\/media\/(\d+)$/.exec(request.path);
  if (request.method === 'GET' && media?.[1]) return fake.media.status(media[1]);
  return pinterestError(404, 404, `No route ${request.route}`);
}

/** Starts Pinterest's fake on 127.0.0.1 (PINTEREST_API_BASE and PINTEREST_AUTH_BASE both point at it). */
export async function startFakePinterest(
  options: { port?: number; now?: () => number } = {},
): Promise<FakePinterest> {
  const now = options.now ?? Date.now;
  const fake: FakePinterest = {
    url: '',
    boards: [
      { id: '549755885175001', name: 'Spring Recipes', privacy: 'PUBLIC' },
      { id: '549755885175002', name: 'Shop Window', privacy: 'PUBLIC' },
      { id: '549755885175003', name: 'Drafts & Ideas', privacy: 'SECRET' },
    ],
    pins: [],
    media: new FakePinterestMedia(),
    // "access ~30 days, refresh ~1 year" (NETWORKS.md).
    oauth: new FakeOAuthStore({ accessTtlSeconds: 2_592_000, refreshable: true, now }),
    script: new FakeScript(),
    pageSize: 2,
    rateLimit: { limit: 100, remaining: 100, resetSeconds: 60 },
    analyticsRateLimit: { limit: 300, remaining: 300, resetSeconds: 60 },
    followers: 2_345,
    now,
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
