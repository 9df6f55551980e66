import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { authenticate, fakeGraphId, graphFailure, graphParams, isAnswer, type FakeMeta } from './fake-graph';

/** A comment under a page post or an Instagram media, as its author wrote it. */
export interface FakeGraphComment {
  id: string;
  objectId: string;
  network: 'facebook' | 'instagram';
  message: string;
  /** The page that commented, or the Instagram account. */
  authorId: string;
  username: string | null;
}

const missing = (id: string) =>
  graphFailure(
    400,
    100,
    `(#100) Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33 },
  );

/**
 * What the object is and who may comment on it: a page post takes comments from its page's token
 * with pages_manage_engagement (Object Comments, "Publishing": "a Page access token requested by a
 * person who can perform the MODERATE task"); an Instagram media from a token with
 * instagram_manage_comments (IG Media Comments, "Requirements").
 */
function commentable(fake: FakeMeta, request: FakeHttpRequest, objectId: string) {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  const post = fake.posts.find((candidate) => candidate.id === objectId);
  if (post) {
    if (
      owner.kind !== 'page' ||
      owner.pageId !== post.node ||
      !owner.scopes?.includes('pages_manage_engagement')
    )
      return graphFailure(403, 200, '(#200) Permissions error');
    return { params, network: 'facebook' as const, authorId: post.node, username: null };
  }
  const media = fake.media.find((candidate) => candidate.id === objectId);
  if (media) {
    if (!owner.scopes?.includes('instagram_manage_comments'))
      return graphFailure(403, 10, '(#10) Application does not have permission for this action');
    const account = fake.pages.find((page) => page.instagram?.id === media.igUserId)?.instagram;
    return {
      params,
      network: 'instagram' as const,
      authorId: media.igUserId,
      username: account?.username ?? null,
    };
  }
  return missing(objectId);
}

/** POST /{object-id}/comments: `message` (required), answered with the comment's id. */
export function commentOn(fake: FakeMeta, request: FakeHttpRequest, objectId: string): FakeAnswer {
  const context = commentable(fake, request, objectId);
  if (isAnswer(context)) return context;
  const message = context.params.get('message') ?? '';
  if (message.trim() === '') return graphFailure(400, 100, '(#100) Missing message or attachment');
  const id =
    context.network === 'facebook' ? `${objectId.split('_').at(-1)}_${fakeGraphId()}` : fakeGraphId();
  const { network, authorId, username } = context;
  fake.comments.push({ id, objectId, network, message, authorId, username });
  return { status: 200, json: { id } };
}

/** GET /{object-id}/comments: a page post's (message, from) or an Instagram media's (text, username). */
export function listComments(fake: FakeMeta, request: FakeHttpRequest, objectId: string): FakeAnswer {
  const context = commentable(fake, request, objectId);
  if (isAnswer(context)) return context;
  let found = fake.comments.filter((comment) => comment.objectId === objectId);
  if (context.params.get('order') === 'reverse_chronological') found = [...found].reverse();
  const data = found
    .slice(0, Number(context.params.get('limit') ?? 25))
    .map((comment) =>
      comment.network === 'facebook'
        ? { id: comment.id, message: comment.message, from: { id: comment.authorId, name: 'Page' } }
        : { id: comment.id, text: comment.message, username: comment.username ?? '' },
    );
  return { status: 200, json: { data } };
}
