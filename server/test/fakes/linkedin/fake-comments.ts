import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { restError } from './fake-oauth';
import type { FakeLinkedIn } from './fake-server';

/** A comment under a post (Comments API), as created. */
export interface FakeLinkedInComment {
  id: string;
  /** The post it is under (the URN of the path and of `object`). */
  object: string;
  actor: string;
  text: string;
}

const commentFields = ['actor', 'object', 'message', 'parentComment', 'content'];

/**
 * POST /rest/socialActions/{post-urn}/comments (Comments API, "Create a Comment"): as a member with
 * w_member_social or an organization its member administers with w_organization_social; `object` the
 * post of the path, `message.text` required; 201 with the comment and its id in x-restli-id.
 */
export function createComment(
  fake: FakeLinkedIn,
  memberId: string,
  scopes: string[],
  postUrn: string,
  request: FakeHttpRequest,
): FakeAnswer {
  const body = request.json() ?? {};
  const unknown = Object.keys(body).find((key) => !commentFields.includes(key));
  if (unknown) return restError(422, 100, 'UNPROCESSABLE_ENTITY', `/${unknown} :: unrecognized field`);
  const actor = String(body.actor ?? '');
  const allowed = actor.startsWith('urn:li:organization:')
    ? scopes.includes('w_organization_social') && fake.administers(memberId, actor)
    : scopes.includes('w_member_social') && actor === `urn:li:person:${memberId}`;
  if (!allowed)
    return restError(
      403,
      100,
      'ACCESS_DENIED',
      'Not enough permissions to access: socialActions.comments.CREATE',
    );
  const post = fake.posts.find((candidate) => candidate.urn === postUrn);
  if (!post) return restError(404, 404, 'NOT_FOUND', `${postUrn} does not exist`);
  if (body.object !== postUrn)
    return restError(400, 100, 'BAD_REQUEST', '/object must be the post of the path');
  const message = body.message as { text?: unknown } | undefined;
  if (typeof message?.text !== 'string' || message.text.trim() === '')
    return restError(422, 100, 'UNPROCESSABLE_ENTITY', '/message/text :: field is required');
  const id = String(7_400_000_000_000_000_000n + BigInt(fake.comments.length + 1));
  fake.comments.push({ id, object: postUrn, actor, text: message.text });
  const commentUrn = `urn:li:comment:(${postUrn},${id})`;
  const at = { actor, time: Date.now() };
  return {
    status: 201,
    json: {
      id,
      commentUrn,
      actor,
      object: postUrn,
      message: { text: message.text },
      created: at,
      lastModified: at,
    },
    headers: { 'x-restli-id': id },
  };
}
