import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import {
  FakeGoogleAccounts,
  googleInsufficientScope,
  googleUnauthenticated,
} from '../google-oauth/fake-google-oauth';
import {
  fakeLocations,
  invalidArgument,
  listAccounts,
  listLocations,
  type FakeLocation,
} from './fake-locations';
import { checkLocalPost, localPostJson, type FakeLocalPost } from './fake-local-posts';

/** The scope the fake's Google project was granted for the Business Profile APIs. */
const googleBusinessScopes = ['https://www.googleapis.com/auth/business.manage'] as const;

/** A running fake of Google Business Profile's APIs and Google's OAuth server. */
export interface FakeGoogleBusiness {
  url: string;
  oauth: FakeGoogleAccounts;
  locations: FakeLocation[];
  posts: FakeLocalPost[];
  script: FakeScript;
  /** Requests left in the current minute (the project's per-minute quota). */
  requestsLeft: number;
  /** Accounts per page, so a test sees nextPageToken. */
  accountsPageSize: number;
  close(): Promise<void>;
}

const googleStatus = (code: number, status: string, message: string, reason?: string): FakeAnswer => ({
  status: code,
  json: {
    error: {
      code,
      message,
      status,
      ...(reason
        ? {
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' },
            ],
          }
        : {}),
    },
  },
});

/** Google fetches the photo itself: a URL it cannot read, or that is not an image, refuses the post. */
async function fetchable(sourceUrl: string): Promise<boolean> {
  try {
    const response = await fetch(sourceUrl, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/');
  } catch {
    return false;
  }
}

async function createPost(
  fake: FakeGoogleBusiness,
  request: FakeHttpRequest,
  account: string,
  locationId: string,
) {
  const location = fake.locations.find((candidate) => candidate.name === `locations/${locationId}`);
  if (!location) return googleStatus(404, 'NOT_FOUND', 'Requested entity was not found.');
  if (!location.accountNames.includes(account) || !location.canOperateLocalPost)
    return googleStatus(403, 'PERMISSION_DENIED', 'The caller does not have permission');
  const body = request.json();
  const refused = checkLocalPost(body);
  if (refused) return refused;
  const media = (Array.isArray(body!.media) ? body!.media : []) as FakeLocalPost['media'];
  for (const item of media)
    if (!(await fetchable(item.sourceUrl)))
      return invalidArgument('The photo could not be fetched from its source URL.', 'media.source_url');
  const post: FakeLocalPost = {
    name: `${account}/${location.name}/localPosts/${String(fake.posts.length + 1).padStart(19, '1')}`,
    location: location.name,
    topicType: String(body!.topicType),
    summary: typeof body!.summary === 'string' ? body!.summary : '',
    callToAction: (body!.callToAction as FakeLocalPost['callToAction']) ?? null,
    event: (body!.event as FakeLocalPost['event']) ?? null,
    offer: (body!.offer as FakeLocalPost['offer']) ?? null,
    media,
  };
  fake.posts.push(post);
  return { status: 200, json: localPostJson(post, location.placeId) };
}

async function route(fake: FakeGoogleBusiness, request: FakeHttpRequest): Promise<FakeAnswer> {
  if (fake.oauth.handles(request)) return fake.oauth.handle(request);
  const access = fake.oauth.allows(request.bearer(), googleBusinessScopes[0]);
  if (access === 'invalid') return googleUnauthenticated();
  if (access === 'scope') return googleInsufficientScope();
  if (fake.requestsLeft <= 0)
    return googleStatus(
      429,
      'RESOURCE_EXHAUSTED',
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'mybusiness.googleapis.com'.",
      'RATE_LIMIT_EXCEEDED',
    );
  fake.requestsLeft -= 1;
  if (request.route === 'GET /v1/accounts') return listAccounts(request, fake.accountsPageSize);
  const locations = /^\/v1\/(accounts\/\d+)\/locations$/.exec(request.path);
  if (request.method === 'GET' && locations) return listLocations(fake.locations, locations[1]!, request);
  const posts = /^\/v4\/(accounts\/\d+)\/locations\/(\d+)\/localPosts$/.exec(request.path);
  if (request.method === 'POST' && posts) return createPost(fake, request, posts[1]!, posts[2]!);
  return googleStatus(404, 'NOT_FOUND', `No route ${request.route}`);
}

/** Starts the fake on 127.0.0.1; every Google base of the provider points at it. */
export async function startFakeGoogleBusiness(
  options: { port?: number; now?: () => number } = {},
): Promise<FakeGoogleBusiness> {
  const fake: FakeGoogleBusiness = {
    url: '',
    oauth: new FakeGoogleAccounts(googleBusinessScopes, options.now),
    locations: fakeLocations(),
    posts: [],
    script: new FakeScript(),
    requestsLeft: 300,
    accountsPageSize: 1,
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request) => route(fake, request), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}

export const googleBusinessBasesOn = (fake: { url: string }) => ({
  authBase: fake.url,
  tokenBase: fake.url,
  accountsBase: `${fake.url}/v1`,
  informationBase: `${fake.url}/v1`,
  postsBase: `${fake.url}/v4`,
});
