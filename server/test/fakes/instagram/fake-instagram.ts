import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import {
  authenticate,
  fakeGraphId,
  fetchMedia,
  graphFailure,
  graphParams,
  graphTime,
  isAnswer,
  usageHeaders,
  type FakeContainer,
  type FakeMeta,
  type FakeMetaPage,
} from '../meta-graph/fake-graph';

const captionLimit = 2200;
const mediaTypes = new Set(['IMAGE', 'VIDEO', 'REELS', 'STORIES', 'CAROUSEL']);

type Instagram = NonNullable<FakeMetaPage['instagram']>;

/** The Instagram account a request acts on, when the token is its page's (or the page admin's). */
function authorize(fake: FakeMeta, request: FakeHttpRequest, igUserId: string) {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  const page = fake.pages.find((candidate) => candidate.instagram?.id === igUserId);
  const headers = usageHeaders(fake, { id: igUserId, type: 'instagram' });
  if (!page || (owner.kind === 'page' && owner.pageId !== page.id))
    return {
      ...graphFailure(400, 100, `Unsupported request - method type: ${request.method.toLowerCase()}`, {
        subcode: 33,
      }),
      headers,
    };
  return { params, page, instagram: page.instagram!, headers };
}

const publishedInWindow = (fake: FakeMeta, igUserId: string) =>
  fake.media.filter(
    (item) =>
      item.igUserId === igUserId &&
      Date.parse(item.timestamp) > fake.now() - fake.quota.durationSeconds * 1000,
  ).length;

/** Instagram Content Publishing routes on /{ig-user-id}/...: limit, containers, publish, media list. */
export async function instagramUserEdge(
  fake: FakeMeta,
  request: FakeHttpRequest,
  igUserId: string,
  edge: string,
): Promise<FakeAnswer> {
  const context = authorize(fake, request, igUserId);
  if (isAnswer(context)) return context;
  const { params, instagram, headers } = context;
  let answer: FakeAnswer;
  if (request.method === 'GET' && edge === 'content_publishing_limit')
    answer = {
      status: 200,
      json: {
        data: [
          {
            quota_usage: publishedInWindow(fake, igUserId),
            config: { quota_total: fake.quota.total, quota_duration: fake.quota.durationSeconds },
          },
        ],
      },
    };
  else if (request.method === 'GET' && edge === 'media') answer = listMedia(fake, igUserId, params);
  else if (fake.throttle)
    answer = graphFailure(
      400,
      80002,
      'There have been too many calls to this Instagram account. Wait a bit and try again.',
    );
  else if (request.method === 'POST' && edge === 'media')
    answer = await createContainer(fake, instagram, params);
  else if (request.method === 'POST' && edge === 'media_publish') answer = publish(fake, instagram, params);
  else answer = graphFailure(400, 2500, `Unknown path components: /${edge}`, { type: 'OAuthException' });
  return { ...answer, headers: { ...headers, ...answer.headers } };
}

function listMedia(fake: FakeMeta, igUserId: string, params: URLSearchParams): FakeAnswer {
  const since = Number(params.get('since') ?? 0) * 1000;
  const limit = Number(params.get('limit') ?? 25) || 25;
  const data = fake.media
    .filter((item) => item.igUserId === igUserId && Date.parse(item.timestamp) >= since)
    .reverse()
    .slice(0, limit)
    .map((item) => ({
      id: item.id,
      caption: item.caption,
      media_type: item.mediaType === 'REELS' ? 'VIDEO' : item.mediaType,
      timestamp: item.timestamp,
      permalink: item.permalink,
    }));
  return { status: 200, json: { data } };
}

async function createContainer(
  fake: FakeMeta,
  instagram: Instagram,
  params: URLSearchParams,
): Promise<FakeAnswer> {
  const mediaType = (params.get('media_type') ?? 'IMAGE').toUpperCase() as FakeContainer['mediaType'];
  if (!mediaTypes.has(mediaType))
    return graphFailure(
      400,
      100,
      `(#100) Param media_type must be one of {IMAGE, VIDEO, REELS, STORIES, CAROUSEL}`,
    );
  const caption = params.get('caption') ?? '';
  if (caption.length > captionLimit)
    return graphFailure(400, 100, 'The caption is too long. Captions can have up to 2,200 characters.', {
      subcode: 2207010,
    });
  const isCarouselItem = params.get('is_carousel_item') === 'true';
  const container: FakeContainer = {
    id: fakeGraphId(),
    igUserId: instagram.id,
    mediaType,
    imageUrl: params.get('image_url'),
    videoUrl: params.get('video_url'),
    caption,
    children: [],
    isCarouselItem,
    shareToFeed: params.get('share_to_feed') === 'true',
    statusCode: 'FINISHED',
    status: 'Finished: Media has been uploaded and it is ready to be published.',
    checksLeft: 0,
    failWith: null,
    altText: params.get('alt_text'),
  };
  if (mediaType === 'VIDEO' && !isCarouselItem)
    return graphFailure(
      400,
      100,
      'The VIDEO media type is no longer supported for feed posts. Please use REELS.',
      { subcode: 2207067 },
    );
  // A video container (REELS, a VIDEO carousel item) takes video_url; an image one takes image_url.
  const wantsVideo = mediaType === 'VIDEO' || mediaType === 'REELS';
  if ((wantsVideo && !container.videoUrl) || (mediaType === 'IMAGE' && container.videoUrl))
    return graphFailure(400, 100, `The parameter ${wantsVideo ? 'video_url' : 'image_url'} is required.`);
  if (mediaType === 'CAROUSEL') {
    const children = (params.get('children') ?? '').split(',').filter(Boolean);
    const valid = children.every((id) => {
      const child = fake.containers.get(id);
      return child?.isCarouselItem && child.igUserId === instagram.id && child.statusCode === 'FINISHED';
    });
    if (children.length < 2 || children.length > 10 || !valid)
      return graphFailure(400, 100, 'A carousel needs 2 to 10 finished carousel items as children.', {
        subcode: 2207021,
      });
    container.children = children;
  } else {
    const problem = await checkMedia(container);
    if (problem) return problem;
    if (container.videoUrl) {
      container.statusCode = fake.processingChecks > 0 ? 'IN_PROGRESS' : 'FINISHED';
      container.checksLeft = fake.processingChecks;
      if (fake.failNextContainer) {
        container.failWith = `Error: ${fake.failNextContainer}`;
        fake.failNextContainer = null;
        container.checksLeft = Math.max(container.checksLeft, 1);
        container.statusCode = 'IN_PROGRESS';
      }
    }
  }
  fake.containers.set(container.id, container);
  return { status: 200, json: { id: container.id } };
}

/** Instagram fetches the media itself: a URL it cannot fetch, or an image that is not JPEG, is refused. */
async function checkMedia(container: FakeContainer): Promise<FakeAnswer | null> {
  const url = container.videoUrl ?? container.imageUrl;
  if (!url) return graphFailure(400, 100, 'The parameter image_url or video_url is required.');
  const fetched = await fetchMedia(url);
  if (!fetched)
    return graphFailure(400, 9004, 'The media could not be fetched from this URI.', { subcode: 2207052 });
  if (container.imageUrl && !container.videoUrl && fetched.type !== 'image/jpeg')
    return graphFailure(400, 9004, 'Only JPEG images are supported.', { subcode: 2207005 });
  return null;
}

/** GET /{container-id}: its status_code; a video is IN_PROGRESS for a few checks. */
export function containerStatus(fake: FakeMeta, container: FakeContainer): FakeAnswer {
  if (container.statusCode === 'IN_PROGRESS') {
    container.checksLeft -= 1;
    if (container.checksLeft <= 0) {
      container.statusCode = container.failWith ? 'ERROR' : 'FINISHED';
      if (container.failWith) container.status = container.failWith;
    }
  }
  return {
    status: 200,
    json: {
      id: container.id,
      status_code: container.statusCode,
      status:
        container.statusCode === 'IN_PROGRESS'
          ? 'In Progress: Media is still being processed.'
          : container.status,
    },
    headers: usageHeaders(fake, { id: container.igUserId, type: 'instagram' }),
  };
}

function publish(fake: FakeMeta, instagram: Instagram, params: URLSearchParams): FakeAnswer {
  const container = fake.containers.get(params.get('creation_id') ?? '');
  if (!container || container.igUserId !== instagram.id || container.isCarouselItem)
    return graphFailure(400, 100, 'The parameter creation_id is not a valid container of this account.', {
      subcode: 2207006,
    });
  if (publishedInWindow(fake, instagram.id) >= fake.quota.total)
    return graphFailure(400, 9, 'Application request limit reached', { subcode: 2207042 });
  if (container.statusCode === 'IN_PROGRESS')
    return graphFailure(400, 9007, 'The media is not ready for publishing, please wait for a moment', {
      subcode: 2207027,
    });
  if (container.statusCode !== 'FINISHED')
    return graphFailure(400, 100, `The container cannot be published: ${container.statusCode}`, {
      subcode: 2207006,
    });
  container.statusCode = 'PUBLISHED';
  container.status = 'Published: Media has been published.';
  const id = fakeGraphId();
  fake.media.push({
    id,
    igUserId: instagram.id,
    containerId: container.id,
    mediaType: container.mediaType,
    caption: container.caption,
    timestamp: graphTime(fake.now()),
    permalink: `https://www.instagram.com/p/${Buffer.from(id).toString('base64url').slice(0, 11)}/`,
    children: container.children,
  });
  return { status: 200, json: { id } };
}
