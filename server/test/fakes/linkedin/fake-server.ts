import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import { FakeLinkedInMedia } from './fake-media';
import { FakeLinkedInOAuth, restError } from './fake-oauth';
import { createPost, type FakeLinkedInPost } from './fake-posts';
import { createComment, type FakeLinkedInComment } from './fake-comments';
import { networkSize, shareStatistics } from './fake-statistics';

export { fakeLinkedInClient, fakeLinkedInPagesClient } from './fake-oauth';
export const fakeLinkedInMember = { id: 'yrZCpj2Z12', name: 'Dana Kairos' };
export const fakeLinkedInPages = [
  {
    id: 10_002_687,
    localizedName: 'Kairos Coffee',
    vanityName: 'kairos-coffee',
    role: 'ADMINISTRATOR',
    followers: 4_210,
  },
  {
    id: 10_002_688,
    localizedName: 'Kairos Labs',
    vanityName: 'kairos-labs',
    role: 'CONTENT_ADMINISTRATOR',
    followers: 980,
  },
  // An analyst may read the page's statistics but not post: never offered.
  {
    id: 10_002_689,
    localizedName: 'Kairos Analytics',
    vanityName: 'kairos-analytics',
    role: 'ANALYST',
    followers: 55,
  },
];

/** A running fake of LinkedIn's OAuth and REST API: what it received, and the knobs tests turn. */
export interface FakeLinkedIn {
  url: string;
  posts: FakeLinkedInPost[];
  comments: FakeLinkedInComment[];
  media: FakeLinkedInMedia;
  oauth: FakeLinkedInOAuth;
  script: FakeScript;
  /** Calls the member may still make today; at zero, 429 until midnight UTC. */
  memberCallsLeft: number;
  administers(memberId: string, organizationUrn: string): boolean;
  close(): Promise<void>;
}

const restRoute = /^\/rest\//;

function versionProblem(request: FakeHttpRequest): FakeAnswer | null {
  if (!restRoute.test(request.path)) return null;
  const version = request.header('linkedin-version');
  if (!version)
    return restError(
      426,
      426,
      'VERSION_MISSING',
      'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    );
  if (!/^\d{6}(\.\d{2})?$/.test(version))
    return restError(426, 426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
  if (request.header('x-restli-protocol-version') !== '2.0.0')
    return restError(400, 400, 'BAD_REQUEST', 'X-Restli-Protocol-Version 2.0.0 is required');
  return null;
}

function organizationAcls(fake: FakeLinkedIn, memberId: string, request: FakeHttpRequest): FakeAnswer {
  if (request.query.get('q') !== 'roleAssignee')
    return restError(400, 400, 'BAD_REQUEST', 'Unsupported finder');
  const state = request.query.get('state');
  const role = request.query.get('role');
  const elements = fakeLinkedInPages
    .filter((page) => (!role || page.role === role) && (!state || state === 'APPROVED'))
    .map((page) => ({
      roleAssignee: `urn:li:person:${memberId}`,
      state: 'APPROVED',
      role: page.role,
      organization: `urn:li:organization:${page.id}`,
    }));
  const start = Number(request.query.get('start') ?? 0);
  const count = Number(request.query.get('count') ?? 10);
  return {
    status: 200,
    json: {
      paging: { start, count, total: elements.length, links: [] },
      elements: elements.slice(start, start + count),
    },
  };
}

async function route(fake: FakeLinkedIn, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (request.route === 'GET /oauth/v2/authorization') return fake.oauth.authorize(request);
  if (request.route === 'POST /oauth/v2/accessToken') return fake.oauth.token(request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('D', '#0a66c2');
  const part = /^\/dms-uploads\/videos\/([^/]+)\/parts\/(\d+)$/.exec(request.path);
  if (request.method === 'PUT' && part)
    return fake.media.putVideoPart(decodeURIComponent(part[1]!), Number(part[2]), request);
  const grant = fake.oauth.check(request.bearer());
  if ('status' in grant) return grant;
  const asset = /^\/dms-uploads\/(?:images|documents)\/([^/]+)$/.exec(request.path);
  if (request.method === 'PUT' && asset) return fake.media.putAsset(decodeURIComponent(asset[1]!), request);
  // OpenID Connect's userinfo needs the openid scope (a pages app has none).
  if (request.route === 'GET /v2/userinfo' && !grant.scopes.includes('openid'))
    return restError(403, 100, 'ACCESS_DENIED', 'Not enough permissions to access: userinfo.GET.NO_VERSION');
  if (request.route === 'GET /v2/userinfo')
    return {
      status: 200,
      json: {
        sub: grant.memberId,
        name: fakeLinkedInMember.name,
        given_name: 'Dana',
        family_name: 'Kairos',
        picture: `${origin}/avatars/${grant.memberId}.svg`,
        locale: { country: 'US', language: 'en' },
      },
    };
  const problem = versionProblem(request);
  if (problem) return problem;
  if (fake.memberCallsLeft <= 0)
    return restError(
      429,
      101,
      'TOO_MANY_REQUESTS',
      'Resource level throttle MEMBER DAY limit for CALLS reached.',
    );
  fake.memberCallsLeft -= 1;
  const action = request.query.get('action');
  if (request.route === 'GET /rest/organizationAcls') {
    if (!grant.scopes.includes('r_organization_admin') && !grant.scopes.includes('rw_organization_admin'))
      return restError(
        403,
        100,
        'ACCESS_DENIED',
        'Not enough permissions to access: organizationAcls.FINDER-roleAssignee.20261001',
      );
    return organizationAcls(fake, grant.memberId, request);
  }
  const organization = /^\/rest\/organizations\/(\d+)$/.exec(request.path);
  if (request.method === 'GET' && organization) {
    const page = fakeLinkedInPages.find((candidate) => String(candidate.id) === organization[1]);
    if (!page) return restError(404, 404, 'NOT_FOUND', `Organization ${organization[1]} does not exist`);
    return {
      status: 200,
      json: { id: page.id, localizedName: page.localizedName, vanityName: page.vanityName },
    };
  }
  if (request.route === 'POST /rest/images' && action === 'initializeUpload')
    return fake.media.initializeAsset('image', request, origin);
  if (request.route === 'POST /rest/documents' && action === 'initializeUpload')
    return fake.media.initializeAsset('document', request, origin);
  if (request.route === 'POST /rest/videos' && action === 'initializeUpload')
    return fake.media.initializeVideo(request, origin);
  if (request.route === 'POST /rest/videos' && action === 'finalizeUpload')
    return fake.media.finalizeVideo(request);
  const video = /^\/rest\/videos\/([^/]+)$/.exec(request.path);
  if (request.method === 'GET' && video) return fake.media.videoStatus(decodeURIComponent(video[1]!));
  if (request.route === 'POST /rest/posts') return createPost(fake, grant.memberId, grant.scopes, request);
  if (request.route === 'GET /rest/organizationalEntityShareStatistics')
    return shareStatistics(fake, grant.scopes, request);
  // The organization's URN as the path key, percent-encoded (Rest.li 2.0).
  const network = /^\/rest\/networkSizes\/(urn%3Ali%3Aorganization%3A\d+)$/i.exec(request.path);
  if (request.method === 'GET' && network) return networkSize(request, decodeURIComponent(network[1]!));
  const commented = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(request.path);
  if (request.method === 'POST' && commented)
    return createComment(fake, grant.memberId, grant.scopes, decodeURIComponent(commented[1]!), request);
  return restError(404, 404, 'NOT_FOUND', `No route ${request.route}`);
}

/** Starts LinkedIn's fake on 127.0.0.1 (LINKEDIN_API_BASE and LINKEDIN_AUTH_BASE both point at it). */
export async function startFakeLinkedIn(
  options: { port?: number; now?: () => number } = {},
): Promise<FakeLinkedIn> {
  const now = options.now ?? Date.now;
  const fake: FakeLinkedIn = {
    url: '',
    posts: [],
    comments: [],
    media: new FakeLinkedInMedia(),
    oauth: new FakeLinkedInOAuth(now, fakeLinkedInMember.id),
    script: new FakeScript(),
    memberCallsLeft: 10_000,
    administers: (_memberId, urn) =>
      fakeLinkedInPages.some(
        (page) =>
          `urn:li:organization:${page.id}` === urn &&
          ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR'].includes(page.role),
      ),
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
