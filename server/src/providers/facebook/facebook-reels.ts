import { z } from 'zod';
import type { GraphClient } from '../meta-graph/graph-client';
import type { PublishContent, PublishResult } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

const session = z.object({ video_id: z.string(), upload_url: z.string().url() });
const success = z.object({ success: z.literal(true), post_id: z.string().nullish() });
const photo = z.object({ id: z.string() });
const videoStatus = z.object({
  status: z.object({ publishing_phase: z.object({ status: z.string().nullish() }).nullish() }).nullish(),
});

const refuse = (message: string) =>
  new PublishError('bad_content', message, { networkCode: 'facebook_media' });

/**
 * Video API's resumable upload for a reel or a video story (Reels Publishing API; Page Stories API):
 * a session is started on the page's edge, then Facebook fetches our hosted file itself, told by the
 * `file_url` header on the session's upload URL (rupload). Both steps only prepare an unpublished
 * video, so a lost answer is worth another try.
 */
async function uploadVideo(
  graph: GraphClient,
  page: string,
  edge: 'video_reels' | 'video_stories',
  token: string,
  url: string,
): Promise<string> {
  const started = await graph.call({
    path: `/${page}/${edge}`,
    token,
    idempotent: true,
    form: { upload_phase: 'start' },
  });
  const { video_id: videoId, upload_url: uploadUrl } = readAnswer(
    session,
    started,
    'transient',
    'upload session',
  );
  const uploaded = await graph.http.request({
    method: 'POST',
    url: uploadUrl,
    idempotent: true,
    headers: { authorization: `OAuth ${token}`, file_url: url },
  });
  readAnswer(z.object({ success: z.literal(true) }), uploaded.body, 'transient', 'video upload');
  return videoId;
}

/**
 * Whether a reel whose finish answer was lost went out: its publishing phase has begun or ended.
 * Anything else, or no answer, keeps it unconfirmed (decision 0064's rule for a lost answer).
 */
async function reelWentOut(graph: GraphClient, videoId: string, token: string): Promise<boolean> {
  try {
    const answer = await graph.call({ path: `/${videoId}`, token, query: { fields: 'status' } });
    const phase = readAnswer(videoStatus, answer, 'transient', 'video status').status?.publishing_phase
      ?.status;
    return phase === 'complete' || phase === 'in_progress';
  } catch {
    return false;
  }
}

/**
 * A Facebook Reel on a page: one vertical video of 3 to 90 seconds (core checks it), published by the
 * finish phase with its description.
 */
export async function publishReel(
  graph: GraphClient,
  page: string,
  token: string,
  content: PublishContent,
): Promise<PublishResult> {
  if (!content.video || content.images.length > 0)
    throw refuse('A Facebook Reel is one video, without images');
  const videoId = await uploadVideo(graph, page, 'video_reels', token, content.video.url);
  const result = { externalId: videoId, url: `https://www.facebook.com/reel/${videoId}` };
  try {
    const finished = await graph.call({
      path: `/${page}/video_reels`,
      token,
      form: {
        upload_phase: 'finish',
        video_id: videoId,
        video_state: 'PUBLISHED',
        description: content.message,
      },
    });
    readAnswer(success, finished, 'unconfirmed', 'reel answer');
    return result;
  } catch (error) {
    if (isPublishError(error) && error.kind === 'unconfirmed' && (await reelWentOut(graph, videoId, token)))
      return result;
    throw error;
  }
}

/**
 * A page story: a photo uploaded unpublished then shared with photo_stories, or a video through the
 * same upload as a reel and video_stories' finish phase. Stories carry no text.
 */
export async function publishStory(
  graph: GraphClient,
  page: string,
  token: string,
  content: PublishContent,
): Promise<PublishResult> {
  const [image] = content.images;
  if (content.images.length + (content.video ? 1 : 0) !== 1)
    throw refuse('A Facebook story is one image or one video');
  let answer: unknown;
  if (content.video) {
    const videoId = await uploadVideo(graph, page, 'video_stories', token, content.video.url);
    answer = await graph.call({
      path: `/${page}/video_stories`,
      token,
      form: { upload_phase: 'finish', video_id: videoId },
    });
  } else {
    const uploaded = await graph.call({
      path: `/${page}/photos`,
      token,
      idempotent: true,
      form: { url: image!.url, published: 'false' },
    });
    const { id } = readAnswer(photo, uploaded, 'transient', 'photo answer');
    answer = await graph.call({ path: `/${page}/photo_stories`, token, form: { photo_id: id } });
  }
  const { post_id: postId } = readAnswer(success, answer, 'unconfirmed', 'story answer');
  if (!postId) throw new PublishError('unconfirmed', 'Facebook did not say which story it made');
  return { externalId: postId, url: `https://www.facebook.com/stories/${page}` };
}
