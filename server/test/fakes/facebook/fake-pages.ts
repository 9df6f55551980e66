import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import {
  authenticate,
  fakeGraphId,
  fetchMedia,
  graphFailure,
  graphParams,
  isAnswer,
  usageHeaders,
  type FakeFacebookPost,
  type FakeMeta,
} from '../meta-graph/fake-graph';
import { photoStory, videoPhase } from './fake-reels';

const withHeaders = (answer: FakeAnswer, headers: Record<string, string>): FakeAnswer => ({
  ...answer,
  headers: { ...headers, ...answer.headers },
});

/**
 * POST /{page-id}/feed, /photos, /videos (and a group's /feed and /photos): Pages API publishing with
 * its permission checks, media fetched from the URL given, duplicates refused, throttling with usage
 * headers.
 */
export async function publishToNode(
  fake: FakeMeta,
  request: FakeHttpRequest,
  nodeId: string,
  edge: string,
  origin = '',
): Promise<FakeAnswer> {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  const page = fake.pages.find((candidate) => candidate.id === nodeId);
  const group = fake.groups.find((candidate) => candidate.id === nodeId);
  if (!page && !group)
    return graphFailure(
      400,
      100,
      `(#100) Unsupported post request. Object with ID '${nodeId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { subcode: 33 },
    );
  const headers = usageHeaders(fake, page ? { id: page.id, type: 'pages' } : null);
  if (page && (owner.kind !== 'page' || owner.pageId !== page.id))
    return withHeaders(
      graphFailure(
        403,
        200,
        '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
      ),
      headers,
    );
  if (group && owner.kind !== 'user')
    return withHeaders(
      graphFailure(403, 200, '(#200) Insufficient permission to post to target on behalf of the viewer'),
      headers,
    );
  if (group && !group.appInstalled)
    return withHeaders(graphFailure(403, 200, '(#200) Requires installed app'), headers);
  // "You can only publish Reels to Facebook Pages"; stories likewise (Page Stories API).
  if (group && ['video_reels', 'video_stories', 'photo_stories'].includes(edge))
    return withHeaders(
      graphFailure(400, 100, `(#100) Unsupported post request: ${edge} on a group`),
      headers,
    );
  if (fake.throttle) {
    const message =
      fake.throttle.code === 32 || fake.throttle.code === 80001
        ? 'There have been too many calls to this Page account. Wait a bit and try again.'
        : '(#4) Application request limit reached';
    return withHeaders(graphFailure(400, fake.throttle.code, message), headers);
  }
  const answer =
    edge === 'photos'
      ? await photo(fake, nodeId, params)
      : edge === 'videos'
        ? await video(fake, nodeId, params)
        : edge === 'video_reels' || edge === 'video_stories'
          ? videoPhase(fake, nodeId, edge, params, origin)
          : edge === 'photo_stories'
            ? photoStory(fake, nodeId, params)
            : feed(fake, nodeId, params);
  return withHeaders(answer, headers);
}

async function photo(fake: FakeMeta, node: string, params: URLSearchParams): Promise<FakeAnswer> {
  const url = params.get('url') ?? '';
  if (!url || !(await fetchMedia(url))) return graphFailure(400, 324, '(#324) Missing or invalid image file');
  const id = fakeGraphId();
  const published = params.get('published') !== 'false';
  fake.photos.set(id, { node, url, published, altText: params.get('alt_text_custom') });
  if (!published) return { status: 200, json: { id } };
  const postId = `${node}_${fakeGraphId()}`;
  fake.posts.push(post(postId, node, 'photo', params.get('message') ?? params.get('caption') ?? '', [url]));
  return { status: 200, json: { id, post_id: postId } };
}

async function video(fake: FakeMeta, node: string, params: URLSearchParams): Promise<FakeAnswer> {
  const url = params.get('file_url') ?? '';
  if (!url || !(await fetchMedia(url))) return graphFailure(400, 389, 'Unable to fetch video file from URL.');
  const id = fakeGraphId();
  fake.posts.push({
    ...post(id, node, 'video', params.get('description') ?? '', []),
    videoUrl: url,
    title: params.get('title'),
  });
  return { status: 200, json: { id } };
}

function feed(fake: FakeMeta, node: string, params: URLSearchParams): FakeAnswer {
  const message = params.get('message') ?? '';
  const link = params.get('link');
  let attached: Array<{ media_fbid?: unknown }> = [];
  try {
    attached = JSON.parse(params.get('attached_media') ?? '[]') as typeof attached;
  } catch {
    return graphFailure(400, 100, '(#100) param attached_media must be an array.');
  }
  const photoUrls: string[] = [];
  for (const [index, item] of attached.entries()) {
    const found = fake.photos.get(String(item.media_fbid));
    if (!found || found.node !== node || found.published)
      return graphFailure(400, 100, `(#100) param attached_media[${index}] must be a valid media_fbid`);
    photoUrls.push(found.url);
  }
  if (!message && !link && photoUrls.length === 0)
    return graphFailure(400, 100, '(#100) Missing message or attachment');
  const last = fake.posts.filter((existing) => existing.node === node).at(-1);
  if (
    last &&
    last.kind === 'feed' &&
    photoUrls.length === 0 &&
    last.message === message &&
    last.link === link
  )
    return graphFailure(400, 506, '(#506) Duplicate status message');
  for (const item of attached) fake.photos.get(String(item.media_fbid))!.published = true;
  const id = `${node}_${fakeGraphId()}`;
  fake.posts.push({ ...post(id, node, 'feed', message, photoUrls), link });
  return { status: 200, json: { id } };
}

const post = (
  id: string,
  node: string,
  kind: FakeFacebookPost['kind'],
  message: string,
  photoUrls: string[],
): FakeFacebookPost => ({ id, node, kind, message, link: null, photoUrls, videoUrl: null, title: null });
