import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import {
  FakeGoogleAccounts,
  googleApiError,
  googleInsufficientScope,
  googleUnauthenticated,
} from '../google-oauth/fake-google-oauth';
import { FakeUploads, type FakeVideo } from './fake-upload';
import { insertCommentThread, listCommentThreads, type FakeYoutubeComment } from './fake-comments';
import { channelStatisticsJson, listVideos, type FakeVideoStatistics } from './fake-statistics';

/** The scopes the fake's Google project was granted for YouTube. */
const youtubeScopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.force-ssl',
] as const;

export const fakeYoutubeChannel = {
  id: 'UCkairos0000000000000001',
  title: 'Kairos Studio',
  handle: '@kairosstudio',
};
const [uploadScope, readScope, commentScope] = youtubeScopes;

/** Data API quota costs, in units of the project's 10,000 a day. */
const cost = { list: 1, insert: 1600, thumbnail: 50, comment: 50 };

/** A running fake of YouTube's Data API v3 and Google's OAuth server: what it received, and its knobs. */
export interface FakeYoutube {
  url: string;
  oauth: FakeGoogleAccounts;
  uploads: FakeUploads;
  videos: FakeVideo[];
  /** First comments (comment threads) as posted. */
  comments: FakeYoutubeComment[];
  /** Videos whose comments are turned off. */
  commentsDisabled: Set<string>;
  script: FakeScript;
  /** Whether the channel is verified (status.longUploadsStatus 'allowed'): custom thumbnails need it. */
  verified: boolean;
  /** The project's quota units left today. */
  quotaUnits: number;
  /** Videos this channel may still upload before uploadLimitExceeded. */
  uploadsLeft: number;
  /** What YouTube counts for each video, by id (videos.list part statistics). */
  statistics: Map<string, FakeVideoStatistics>;
  /** The channel's exact subscribers (answered abbreviated), and whether it hides the count. */
  subscribers: number;
  subscribersHidden: boolean;
  close(): Promise<void>;
}

const quotaExceeded = () =>
  googleApiError(
    403,
    'quotaExceeded',
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    { domain: 'youtube.quota' },
  );

function spend(fake: FakeYoutube, units: number): FakeAnswer | null {
  if (fake.quotaUnits < units) return quotaExceeded();
  fake.quotaUnits -= units;
  return null;
}

function authorized(fake: FakeYoutube, request: FakeHttpRequest, scope: string): FakeAnswer | null {
  const access = fake.oauth.allows(request.bearer(), scope);
  if (access === 'invalid') return googleUnauthenticated();
  return access === 'scope' ? googleInsufficientScope() : null;
}

/**
 * The `part` parameter: a comma-separated list, or the parameter repeated (the official client sends
 * `part=snippet&part=status`); Google's APIs read both as the same list.
 */
const partsOf = (request: FakeHttpRequest) =>
  new Set(
    request.query
      .getAll('part')
      .flatMap((value) => value.split(','))
      .filter(Boolean),
  );

function channels(fake: FakeYoutube, request: FakeHttpRequest, origin: string): FakeAnswer {
  const parts = partsOf(request);
  if (parts.size === 0)
    return googleApiError(400, 'required', 'Required parameter: part', { domain: 'global' });
  if (request.query.get('mine') !== 'true')
    return googleApiError(400, 'missingRequiredParameter', 'No filter selected.', {
      domain: 'youtube.parameter',
    });
  const { id, title, handle } = fakeYoutubeChannel;
  return {
    status: 200,
    json: {
      kind: 'youtube#channelListResponse',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: 'youtube#channel',
          id,
          ...(parts.has('snippet')
            ? {
                snippet: {
                  title,
                  description: '',
                  customUrl: handle,
                  thumbnails: { default: { url: `${origin}/avatars/${id}.svg`, width: 88, height: 88 } },
                },
              }
            : {}),
          ...(parts.has('status')
            ? {
                status: {
                  privacyStatus: 'public',
                  isLinked: true,
                  longUploadsStatus: fake.verified ? 'allowed' : 'eligible',
                },
              }
            : {}),
          ...(parts.has('statistics')
            ? {
                statistics: channelStatisticsJson({
                  subscribers: fake.subscribers,
                  hidden: fake.subscribersHidden,
                  videoCount: fake.videos.length,
                  views: [...fake.statistics.values()].reduce((sum, counted) => sum + counted.views, 0),
                }),
              }
            : {}),
        },
      ],
    },
  };
}

function openUpload(fake: FakeYoutube, request: FakeHttpRequest, origin: string): FakeAnswer {
  const uploadType = request.query.get('uploadType');
  if (!['resumable', 'multipart'].includes(uploadType ?? '') || partsOf(request).size === 0)
    return googleApiError(400, 'required', 'Required parameter: part', { domain: 'global' });
  if (fake.uploadsLeft <= 0)
    return googleApiError(
      400,
      'uploadLimitExceeded',
      'The user has exceeded the number of videos they may upload.',
      {
        domain: 'youtube.video',
      },
    );
  const refused = spend(fake, cost.insert);
  if (refused) return refused;
  const answer =
    uploadType === 'multipart'
      ? fake.uploads.multipart(request, fakeYoutubeChannel.id)
      : fake.uploads.open(request, fakeYoutubeChannel.id, origin);
  if (answer.status === 200) fake.uploadsLeft -= 1;
  return answer;
}

function thumbnail(fake: FakeYoutube, request: FakeHttpRequest): FakeAnswer {
  const video = fake.videos.find((candidate) => candidate.id === request.query.get('videoId'));
  if (!video)
    return googleApiError(404, 'videoNotFound', 'The video that you are trying to update cannot be found.');
  if (!fake.verified)
    return googleApiError(
      403,
      'forbidden',
      "The authenticated user doesn't have permissions to upload and set custom video thumbnails.",
      { domain: 'youtube.thumbnail' },
    );
  const mimeType = request.header('content-type') ?? '';
  if (!/^image\/(jpeg|png)$/.test(mimeType) || request.bytes.length === 0)
    return googleApiError(400, 'invalidImage', 'The provided image content is invalid.', {
      domain: 'youtube.thumbnail',
    });
  if (request.bytes.length > 2 * 1024 * 1024)
    return googleApiError(413, 'mediaBodyTooBig', 'The thumbnail is larger than 2 MB.', {
      domain: 'youtube.thumbnail',
    });
  const refused = spend(fake, cost.thumbnail);
  if (refused) return refused;
  video.thumbnail = { mimeType, size: request.bytes.length };
  const image = { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 };
  return { status: 200, json: { kind: 'youtube#thumbnailSetResponse', items: [{ default: image }] } };
}

async function route(fake: FakeYoutube, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (fake.oauth.handles(request)) return fake.oauth.handle(request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('K', '#dc2626');
  // The session URI is its own credential: Google does not ask for the token again.
  if (request.route === 'PUT /upload/youtube/v3/videos') return fake.uploads.put(request);
  if (request.route === 'GET /youtube/v3/channels') {
    const refused = authorized(fake, request, readScope) ?? spend(fake, cost.list);
    return refused ?? channels(fake, request, origin);
  }
  if (request.route === 'GET /youtube/v3/videos')
    return (
      authorized(fake, request, readScope) ??
      spend(fake, cost.list) ??
      listVideos(fake, partsOf(request), request)
    );
  if (request.route === 'POST /upload/youtube/v3/videos')
    return authorized(fake, request, uploadScope) ?? openUpload(fake, request, origin);
  if (request.route === 'POST /upload/youtube/v3/thumbnails/set')
    return authorized(fake, request, uploadScope) ?? thumbnail(fake, request);
  // commentThreads.insert needs youtube.force-ssl ("Authorization" of its reference); reading them,
  // youtube.readonly does.
  if (request.route === 'POST /youtube/v3/commentThreads')
    return (
      authorized(fake, request, commentScope) ??
      spend(fake, cost.comment) ??
      insertCommentThread(fake.comments, fake.videos, fakeYoutubeChannel.id, request, fake.commentsDisabled)
    );
  if (request.route === 'GET /youtube/v3/commentThreads')
    return (
      authorized(fake, request, readScope) ??
      spend(fake, cost.list) ??
      listCommentThreads(fake.comments, fake.videos, request)
    );
  return googleApiError(404, 'notFound', `No route ${request.route}`);
}

/** Starts the fake on 127.0.0.1: GOOGLE_AUTH_BASE, GOOGLE_TOKEN_BASE and both YouTube bases point at it. */
export async function startFakeYoutube(
  options: { port?: number; now?: () => number } = {},
): Promise<FakeYoutube> {
  const uploads = new FakeUploads();
  const fake: FakeYoutube = {
    url: '',
    oauth: new FakeGoogleAccounts(youtubeScopes, options.now),
    uploads,
    videos: uploads.videos,
    comments: [],
    commentsDisabled: new Set(),
    script: new FakeScript(),
    verified: true,
    quotaUnits: 10_000,
    uploadsLeft: 100,
    statistics: new Map(),
    subscribers: 0,
    subscribersHidden: false,
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}

/** The provider's bases on the fake. */
export const youtubeBasesOn = (fake: { url: string }) => ({
  authBase: fake.url,
  tokenBase: fake.url,
  apiBase: `${fake.url}/youtube/v3`,
  uploadBase: `${fake.url}/upload/youtube/v3`,
});
