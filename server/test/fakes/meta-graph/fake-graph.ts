import { createHmac, randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest, FakeScript } from '../fake-http';
import type { FakeGraphComment } from './fake-comments';
import type { FakeMetaVideo } from '../facebook/fake-reels';

export const fakeMetaApp = { id: '1234567890', secret: 'meta-app-secret' };
export const fakeMetaUser = { id: '10158000000000001', name: 'Kairos Dev' };

export interface FakeMetaPage {
  id: string;
  name: string;
  category: string;
  /** `followers` answers the account's followers_count (0 when unset). */
  instagram: { id: string; username: string; name: string; followers?: number } | null;
  /** The page's followers_count (0 when unset). */
  followers?: number;
  /** Held through a Business portfolio: not in /me/accounts unless `direct` too. */
  business?: { id: string; name: string; relation: 'owned' | 'client' };
  /** The user also has a role on the page itself (default true without a business). */
  direct?: boolean;
}
export interface FakeMetaGroup {
  id: string;
  name: string;
  /** A group takes posts from an app only where the app is installed. */
  appInstalled: boolean;
}
export interface FakeMetaToken {
  kind: 'user' | 'page';
  userId: string;
  pageId?: string;
  expiresAt: number | null;
  longLived: boolean;
  /** What the user granted at login (user tokens). */
  scopes?: string[];
}
export interface FakeFacebookPost {
  id: string;
  node: string;
  kind: 'feed' | 'photo' | 'video' | 'reel' | 'story';
  message: string;
  link: string | null;
  photoUrls: string[];
  videoUrl: string | null;
  title: string | null;
  /** What people did with it, as tests set it: reactions, comments, shares and media views. */
  counts?: Partial<Record<'reactions' | 'comments' | 'shares' | 'views', number>>;
}
export interface FakeContainer {
  id: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL';
  imageUrl: string | null;
  videoUrl: string | null;
  caption: string;
  children: string[];
  isCarouselItem: boolean;
  shareToFeed: boolean;
  statusCode: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  status: string | null;
  checksLeft: number;
  /** Processing ends in ERROR with this status. */
  failWith: string | null;
  /** The image's alt_text (null: none). */
  altText: string | null;
}
export interface FakeInstagramMedia {
  id: string;
  igUserId: string;
  containerId: string;
  mediaType: FakeContainer['mediaType'];
  caption: string;
  /** Graph's format: 2026-11-22T02:30:00+0000. */
  timestamp: string;
  permalink: string;
  children: string[];
  /** What people did with it, as tests set it, by IG Media field and insights metric name. */
  counts?: Partial<Record<FakeInstagramCount, number>>;
}
export type FakeInstagramCount =
  'likes' | 'comments' | 'views' | 'reach' | 'saved' | 'shares' | 'reposts' | 'replies';

/** A running fake of Meta's Graph API (Facebook Login, Pages publishing, Instagram publishing). */
export interface FakeMeta {
  url: string;
  now: () => number;
  pages: FakeMetaPage[];
  groups: FakeMetaGroup[];
  tokens: Map<string, FakeMetaToken>;
  codes: Map<string, { redirectUri: string; scopes: string[] }>;
  posts: FakeFacebookPost[];
  /** Page photos; `altText` is the alt_text_custom sent with it (null: none). */
  photos: Map<string, { node: string; url: string; published: boolean; altText: string | null }>;
  containers: Map<string, FakeContainer>;
  media: FakeInstagramMedia[];
  /** First comments, on page posts and Instagram media. */
  comments: FakeGraphComment[];
  /** Reels and video stories of the resumable upload, by video id. */
  videos: Map<string, FakeMetaVideo>;
  /** content_publishing_limit's config. */
  quota: { total: number; durationSeconds: number };
  /** Status checks a video container stays IN_PROGRESS. */
  processingChecks: number;
  /** The next video container ends in ERROR with this status. */
  failNextContainer: string | null;
  /**
   * While set, publishing calls and metrics reads (insights, engagement counts, followers) are
   * throttled with this code, and the usage headers say for how long.
   */
  throttle: { code: number; minutes: number } | null;
  /** What /me/businesses answers a login that declined business_management: error 200 or 100. */
  declinedBusinessCode: 100 | 200;
  /** Items per page of /me/accounts and /me/groups (Graph pages lists). */
  pageSize: number;
  script: FakeScript;
  /**
   * A test's lost answer, by route: 'before' never handles the request, 'after' handles it (the post
   * exists) and never answers; either way the client waits until its timeout.
   */
  loseAnswer: ((route: string) => 'before' | 'after' | undefined) | null;
  /** Every token stops working: Graph then answers code 190, subcode 463 (expired). */
  expireTokens(): void;
  close(): Promise<void>;
}

let nextId = 17_841_400_000_000_000n;
export const fakeGraphId = () => String((nextId += 7n));
export const fakeGraphToken = () => `EAAB${randomBytes(24).toString('base64url')}`;

/** Graph's error body. */
export function graphFailure(
  status: number,
  code: number,
  message: string,
  extra: { type?: string; subcode?: number; headers?: Record<string, string> } = {},
): FakeAnswer {
  return {
    status,
    json: {
      error: {
        message,
        type: extra.type ?? (code === 190 || code === 100 ? 'OAuthException' : 'GraphMethodException'),
        code,
        ...(extra.subcode ? { error_subcode: extra.subcode } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    ...(extra.headers ? { headers: extra.headers } : {}),
  };
}

/** The Graph's parameters: the query and a form or JSON body. */
export function graphParams(request: FakeHttpRequest): URLSearchParams {
  const params = new URLSearchParams(request.query);
  const type = request.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    for (const [key, value] of new URLSearchParams(request.text)) params.set(key, value);
  if (type.includes('json'))
    for (const [key, value] of Object.entries(request.json() ?? {}))
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params;
}

/** `access_token` as a parameter, or the Authorization header (`OAuth` or `Bearer`). */
export function accessTokenOf(request: FakeHttpRequest, params: URLSearchParams): string | null {
  const header = /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(request.header('authorization') ?? '')?.[1];
  return params.get('access_token') ?? header ?? null;
}

/** Usage headers as Meta sends them: the app's, and the business use case's for a page or account. */
export function usageHeaders(fake: FakeMeta, owner: { id: string; type: 'pages' | 'instagram' } | null) {
  const throttled = fake.throttle;
  const percent = throttled ? 100 : 12;
  const headers: Record<string, string> = {
    'x-app-usage': JSON.stringify({ call_count: percent, total_cputime: 4, total_time: 6 }),
  };
  if (owner)
    headers['x-business-use-case-usage'] = JSON.stringify({
      [owner.id]: [
        {
          type: owner.type,
          call_count: percent,
          total_cputime: 3,
          total_time: 5,
          estimated_time_to_regain_access: throttled ? throttled.minutes : 0,
        },
      ],
    });
  return headers;
}

/** The token's owner, or Graph's answer to a token it cannot use. */
export function authenticate(
  fake: FakeMeta,
  request: FakeHttpRequest,
  params: URLSearchParams,
): FakeMetaToken | FakeAnswer {
  const token = accessTokenOf(request, params);
  if (!token)
    return graphFailure(
      400,
      2500,
      'An active access token must be used to query information about the current user.',
    );
  const found = fake.tokens.get(token);
  if (!found) return graphFailure(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  // The app requires the secret proof ("Require App Secret"): HMAC-SHA256 of the token.
  const proof = createHmac('sha256', fakeMetaApp.secret).update(token).digest('hex');
  if (params.get('appsecret_proof') !== proof)
    return graphFailure(400, 100, 'Invalid appsecret_proof provided in the API argument', {
      type: 'GraphMethodException',
    });
  if (found.expiresAt !== null && found.expiresAt <= fake.now())
    return graphFailure(
      400,
      190,
      `Error validating access token: Session has expired on ${new Date(found.expiresAt).toUTCString()}.`,
      { subcode: 463 },
    );
  return found;
}

export const isAnswer = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' && value !== null && 'status' in value;

/** Graph's timestamp format. */
export const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/** The bytes behind a media URL, as Meta fetches them; null when they cannot be fetched. */
export async function fetchMedia(url: string): Promise<{ type: string; size: number } | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const bytes = await response.arrayBuffer();
    return { type: response.headers.get('content-type') ?? '', size: bytes.byteLength };
  } catch {
    return null;
  }
}
