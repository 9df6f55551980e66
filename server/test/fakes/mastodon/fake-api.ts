import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakeMastodon } from './fake-server';

const error = (status: number, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  json: { error: message },
  ...(headers ? { headers } : {}),
});

/** X-RateLimit-Reset is an ISO 8601 time on Mastodon. */
export function rateHeaders(fake: FakeMastodon): Record<string, string> {
  return {
    'x-ratelimit-limit': '300',
    'x-ratelimit-remaining': String(Math.max(fake.rateLimit.remaining, 0)),
    'x-ratelimit-reset': new Date(fake.rateLimit.resetAt).toISOString(),
  };
}

/** MediaAttachment::MAX_DESCRIPTION_LENGTH (app/models/media_attachment.rb), counted as Ruby does. */
const maxDescription = 1500;

export async function uploadMedia(fake: FakeMastodon, request: FakeHttpRequest): Promise<FakeAnswer> {
  const form = await request.form();
  const file = form.get('file');
  if (!(file instanceof Blob)) return error(422, 'Validation failed: File content type is invalid');
  const described = form.get('description');
  const description = typeof described === 'string' ? described : null;
  if (description !== null && [...description].length > maxDescription)
    return error(422, `Validation failed: Description is too long (maximum is ${maxDescription} characters)`);
  const id = String(10_000 + fake.media.size + 1);
  const video = file.type.startsWith('video/');
  // A video is processed in the background: 202 with url null, then 206 until ready.
  fake.media.set(id, { type: file.type, size: file.size, pendingChecks: video ? 1 : 0, description });
  return { status: video ? 202 : 200, json: attachment(fake, id) };
}

/** A MediaAttachment as Mastodon answers it: url and preview_url null while processing. */
function attachment(fake: FakeMastodon, id: string) {
  const found = fake.media.get(id)!;
  const ready = found.pendingChecks === 0;
  return {
    id,
    type: found.type.startsWith('video/') ? 'video' : 'image',
    url: ready ? `${fake.url}/system/media/${id}` : null,
    preview_url: ready ? `${fake.url}/system/media/${id}/small` : null,
    remote_url: null,
    description: found.description,
    blurhash: null,
  };
}

export function mediaStatus(fake: FakeMastodon, id: string): FakeAnswer {
  const found = fake.media.get(id);
  if (!found) return error(404, 'Record not found');
  if (found.pendingChecks > 0) {
    found.pendingChecks -= 1;
    return { status: 206, json: { ...attachment(fake, id), url: null, preview_url: null } };
  }
  return { status: 200, json: attachment(fake, id) };
}

export function postStatus(fake: FakeMastodon, request: FakeHttpRequest): FakeAnswer {
  const key = request.header('idempotency-key');
  const earlier = key ? fake.statuses.find((status) => status.idempotencyKey === key) : undefined;
  if (earlier) return { status: 200, json: earlier.json, headers: rateHeaders(fake) };
  if (fake.rateLimit.remaining <= 0) return error(429, 'Too many requests', rateHeaders(fake));
  fake.rateLimit.remaining -= 1;
  const body = request.json() ?? {};
  const text = typeof body.status === 'string' ? body.status : '';
  const mediaIds = Array.isArray(body.media_ids) ? body.media_ids.map(String) : [];
  if (mediaIds.length > 4) return error(422, 'Validation failed: Media attachments limit exceeded');
  if (mediaIds.some((id) => !fake.media.has(id))) return error(422, 'Validation failed: Media is invalid');
  if (!text && mediaIds.length === 0) return error(422, "Validation failed: Text can't be blank");
  if ([...text].length > fake.maxCharacters)
    return error(422, `Validation failed: Text character limit of ${fake.maxCharacters} exceeded`);
  // StatusesController#set_thread: an unknown in_reply_to_id is a 404 with statuses.errors.in_reply_not_found.
  const inReplyToId = body.in_reply_to_id === undefined ? null : String(body.in_reply_to_id);
  if (inReplyToId !== null && !fake.statuses.some((status) => status.id === inReplyToId))
    return error(404, 'The post you are trying to reply to does not appear to exist.');
  const id = String(113_000_000_000_000_000n + BigInt(fake.statuses.length + 1));
  const json = {
    id,
    uri: `${fake.url}/users/${fake.user.username}/statuses/${id}`,
    created_at: new Date().toISOString(),
    content: `<p>${text}</p>`,
    visibility: 'public',
    url: `${fake.url}/@${fake.user.username}/${id}`,
    in_reply_to_id: inReplyToId,
    media_attachments: mediaIds.map((mediaId) => attachment(fake, mediaId)),
    favourites_count: 0,
    reblogs_count: 0,
    replies_count: 0,
  };
  const counts = { favourites: 0, reblogs: 0, replies: 0 };
  fake.statuses.push({ id, text, mediaIds, inReplyToId, idempotencyKey: key, json, counts });
  return { status: 200, json, headers: rateHeaders(fake) };
}

/** GET /api/v1/statuses/:id: the Status with its counts as they are now (404 "Record not found"). */
export function getStatus(fake: FakeMastodon, id: string): FakeAnswer {
  const found = fake.statuses.find((status) => status.id === id);
  if (!found) return error(404, 'Record not found');
  const { favourites, reblogs, replies } = found.counts;
  return {
    status: 200,
    json: { ...found.json, favourites_count: favourites, reblogs_count: reblogs, replies_count: replies },
    headers: rateHeaders(fake),
  };
}
