import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakeHootsuite, FakeSocialProfile } from './fake-server';

export type FakeMessageState =
  'SCHEDULED' | 'SUBMITTED' | 'PENDING_APPROVAL' | 'SENT' | 'SEND_FAILED_PERMANENTLY' | 'REJECTED';

export interface FakeHootsuiteMessage {
  id: string;
  text: string;
  socialProfileId: string;
  mediaIds: string[];
  scheduledSendTime: string | null;
  state: FakeMessageState;
  /** State reads left before a SCHEDULED message is sent. */
  checksLeft: number;
  failed: boolean;
  postId: string | null;
}

export const hootsuiteError = (
  status: number,
  code: number,
  message: string,
  headers?: Record<string, string>,
): FakeAnswer => ({
  status,
  json: { errors: [{ code, message, id: crypto.randomUUID() }] },
  ...(headers ? { headers } : {}),
});

const textLimits: Record<string, number> = {
  TWITTER: 280,
  LINKEDIN: 3000,
  LINKEDINCOMPANY: 3000,
  INSTAGRAMBUSINESS: 2200,
};

const view = (message: FakeHootsuiteMessage, profile: FakeSocialProfile | undefined) => ({
  id: message.id,
  state: message.state,
  text: message.text,
  socialProfile: { id: message.socialProfileId, externalURL: profile?.externalUrl ?? null },
  ...(message.scheduledSendTime ? { scheduledSendTime: message.scheduledSendTime } : {}),
  media: message.mediaIds.map((id) => ({ id })),
  ...(message.postId
    ? {
        postId: message.postId,
        // "Only available for Facebook and LinkedIn messages at this time."
        ...(/^(FACEBOOK|LINKEDIN)/.test(profile?.type ?? '')
          ? { postUrl: `${profile?.externalUrl}/posts/${message.postId}` }
          : {}),
      }
    : {}),
});

function refuse(fake: FakeHootsuite, memberId: string, body: Record<string, unknown>): FakeAnswer | null {
  const ids = Array.isArray(body.socialProfileIds) ? body.socialProfileIds.map(String) : [];
  const text = typeof body.text === 'string' ? body.text : '';
  const media = Array.isArray(body.media)
    ? body.media.map((item) => String((item as { id?: unknown }).id))
    : [];
  if (ids.length === 0) return hootsuiteError(400, 4000, 'socialProfileIds is required');
  const profiles = ids.map((id) => fake.profiles.find((profile) => profile.id === id));
  if (profiles.some((profile) => !profile || profile.ownerId !== memberId))
    return hootsuiteError(403, 4003, 'The member does not have permission to post to this social profile');
  if (!text && media.length === 0) return hootsuiteError(400, 4000, 'A message needs text or media');
  const tooLong = profiles.find((profile) => text.length > (textLimits[profile!.type] ?? 63_206));
  if (tooLong) return hootsuiteError(400, 4006, `The text is too long for ${tooLong.type}`);
  if (media.some((id) => !fake.media.ready(id)))
    return hootsuiteError(400, 4005, 'Media is not ready or does not exist');
  const when = body.scheduledSendTime;
  if (
    when !== undefined &&
    (typeof when !== 'string' || !when.endsWith('Z') || Date.parse(when) <= Date.now())
  )
    return hootsuiteError(400, 4002, 'scheduledSendTime must be a UTC time in the future ending with Z');
  return null;
}

/** POST /v1/messages: one message per profile; sent now without scheduledSendTime. */
export function createMessages(fake: FakeHootsuite, memberId: string, request: FakeHttpRequest): FakeAnswer {
  if (fake.rateLimit.remaining <= 0)
    return hootsuiteError(429, 4290, 'Too many requests', {
      'retry-after': String(fake.rateLimit.resetSeconds),
      'x-ratelimit-limit': String(fake.rateLimit.limit),
      'x-ratelimit-remaining': '0',
    });
  fake.rateLimit.remaining -= 1;
  const body = request.json() ?? {};
  const refusal = refuse(fake, memberId, body);
  if (refusal) return refusal;
  const created = (body.socialProfileIds as unknown[]).map(String).map((socialProfileId) => {
    const profile = fake.profiles.find((candidate) => candidate.id === socialProfileId);
    const message: FakeHootsuiteMessage = {
      id: String(4_138_476_039 + fake.messages.length),
      text: String(body.text ?? ''),
      socialProfileId,
      mediaIds: Array.isArray(body.media)
        ? body.media.map((item) => String((item as { id?: unknown }).id))
        : [],
      scheduledSendTime: typeof body.scheduledSendTime === 'string' ? body.scheduledSendTime : null,
      state: profile?.requiresApproval ? 'PENDING_APPROVAL' : 'SCHEDULED',
      checksLeft: fake.sendChecks,
      failed: fake.failNextSend,
      postId: null,
    };
    fake.failNextSend = false;
    fake.messages.push(message);
    return view(message, profile);
  });
  return { status: 200, json: { data: created } };
}

/** GET /v1/messages/{id}: a message sent now goes SCHEDULED, then SENT (or SEND_FAILED_PERMANENTLY). */
export function readMessage(fake: FakeHootsuite, memberId: string, id: string): FakeAnswer {
  const message = fake.messages.find((candidate) => candidate.id === id);
  const profile = fake.profiles.find((candidate) => candidate.id === message?.socialProfileId);
  if (!message || profile?.ownerId !== memberId) return hootsuiteError(404, 4004, 'Message not found');
  // Hootsuite sends a message once its scheduledSendTime has come.
  const due = !message.scheduledSendTime || Date.parse(message.scheduledSendTime) <= Date.now();
  if (message.state === 'SCHEDULED' && due) {
    if (message.checksLeft > 0) message.checksLeft -= 1;
    else if (message.failed) message.state = 'SEND_FAILED_PERMANENTLY';
    else {
      message.state = 'SENT';
      message.postId = String(705_207_140_236_001_282n + BigInt(fake.messages.indexOf(message)));
    }
  }
  return { status: 200, json: { data: view(message, profile) } };
}
