import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { metaGraphVersion } from '../../../src/providers/meta-graph/graph-options';
import { fakeGraphId, fetchMedia, graphFailure, type FakeMeta } from '../meta-graph/fake-graph';

/** A video of the resumable upload: a reel or a video story, from its start phase to its publishing. */
export interface FakeMetaVideo {
  id: string;
  page: string;
  edge: 'video_reels' | 'video_stories';
  /** The hosted file Facebook fetched (the upload's `file_url`), once uploaded. */
  fileUrl: string | null;
  published: boolean;
}

const mustStart = () => graphFailure(400, 100, '(#100) upload_phase must be one of start, transfer, finish');

/**
 * POST /{page-id}/video_reels and /video_stories: `start` opens an upload session (video_id and the
 * rupload URL); `finish` publishes the uploaded video, a reel with its description and
 * video_state=PUBLISHED (Reels Publishing API), a story as is (Page Stories API).
 */
export function videoPhase(
  fake: FakeMeta,
  node: string,
  edge: FakeMetaVideo['edge'],
  params: URLSearchParams,
  origin: string,
): FakeAnswer {
  const phase = params.get('upload_phase');
  if (phase === 'start') {
    const id = fakeGraphId();
    fake.videos.set(id, { id, page: node, edge, fileUrl: null, published: false });
    return {
      status: 200,
      json: { video_id: id, upload_url: `${origin}/video-upload/${metaGraphVersion}/${id}` },
    };
  }
  if (phase !== 'finish') return mustStart();
  const video = fake.videos.get(params.get('video_id') ?? '');
  if (!video || video.page !== node || video.edge !== edge)
    return graphFailure(400, 100, '(#100) Invalid parameter: video_id');
  if (!video.fileUrl) return graphFailure(400, 6000, 'There was a problem uploading your video file');
  if (edge === 'video_reels' && params.get('video_state') !== 'PUBLISHED')
    return graphFailure(400, 100, '(#100) video_state must be PUBLISHED, DRAFT or SCHEDULED');
  if (video.published) return graphFailure(400, 100, '(#100) The video has already been published');
  video.published = true;
  const kind = edge === 'video_reels' ? 'reel' : 'story';
  const postId = edge === 'video_reels' ? video.id : `${node}_${fakeGraphId()}`;
  fake.posts.push({
    id: postId,
    node,
    kind,
    message: params.get('description') ?? '',
    link: null,
    photoUrls: [],
    videoUrl: video.fileUrl,
    title: null,
  });
  return {
    status: 200,
    json: edge === 'video_reels' ? { success: true } : { success: true, post_id: postId },
  };
}

/** POST /{page-id}/photo_stories: an unpublished photo of the page, shared as a story. */
export function photoStory(fake: FakeMeta, node: string, params: URLSearchParams): FakeAnswer {
  const photo = fake.photos.get(params.get('photo_id') ?? '');
  if (!photo || photo.node !== node || photo.published)
    return graphFailure(400, 100, '(#100) Invalid parameter: photo_id');
  photo.published = true;
  const postId = `${node}_${fakeGraphId()}`;
  fake.posts.push({
    id: postId,
    node,
    kind: 'story',
    message: '',
    link: null,
    photoUrls: [photo.url],
    videoUrl: null,
    title: null,
  });
  return { status: 200, json: { success: true, post_id: postId } };
}

const uploadFailure = (message: string): FakeAnswer => ({
  status: 400,
  json: { debug_info: { retriable: false, type: 'ProcessingFailedError', message } },
});

/**
 * POST rupload.facebook.com/video-upload/{version}/{video-id}: "Authorization: OAuth {page token}" and
 * a `file_url` header that Facebook fetches (a hosted file) instead of bytes in the body.
 */
export async function ruploadVideo(
  fake: FakeMeta,
  request: FakeHttpRequest,
  videoId: string,
): Promise<FakeAnswer> {
  const video = fake.videos.get(videoId);
  if (!video) return uploadFailure('Invalid video id');
  // rupload takes the page token in its own header, without appsecret_proof.
  const token = /^OAuth (\S+)$/.exec(request.header('authorization') ?? '')?.[1];
  const grant = token ? fake.tokens.get(token) : undefined;
  const live = grant !== undefined && (grant.expiresAt === null || grant.expiresAt > fake.now());
  if (!live || grant.kind !== 'page' || grant.pageId !== video.page)
    return uploadFailure('Invalid OAuth access token');
  const fileUrl = request.header('file_url') ?? '';
  const file = fileUrl ? await fetchMedia(fileUrl) : null;
  if (!file || !file.type.startsWith('video/'))
    return uploadFailure('Unable to fetch the video from file_url');
  video.fileUrl = fileUrl;
  return { status: 200, json: { success: true } };
}

/** GET /{video-id}?fields=status: where an uploaded reel or story is. */
export function videoStatus(video: FakeMetaVideo): FakeAnswer {
  const done = { status: 'complete' };
  return {
    status: 200,
    json: {
      id: video.id,
      status: {
        video_status: video.published ? 'ready' : video.fileUrl ? 'upload_complete' : 'processing',
        uploading_phase: video.fileUrl ? done : { status: 'not_started' },
        processing_phase: video.fileUrl ? done : { status: 'not_started' },
        publishing_phase: video.published ? done : { status: 'not_started' },
      },
    },
  };
}
