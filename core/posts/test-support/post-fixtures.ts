import { type PostAccount } from '../../networks/network-rules';
import { type SocialType, type AccountType } from '../../networks/social-types';
import { limitsOfPlan } from '../../plans/limits';
import { type PostBody, type PostBodyInput, postBodySchema } from '../post-schema';
import { validatePost, type PostValidationContext } from '../validate-post';

export const now = new Date('2026-06-10T12:00:00Z');

export const image = { url: 'https://cdn.example.com/a.jpg', mimeType: 'image/jpeg', size: 200_000 };
export const gif = { url: 'https://cdn.example.com/a.gif', mimeType: 'image/gif', size: 200_000 };
export const landscapeVideo = {
  url: 'https://cdn.example.com/v.mp4',
  duration: 30,
  videoWidth: 1920,
  videoHeight: 1080,
  size: 20_000_000,
};
export const portraitVideo = { ...landscapeVideo, videoWidth: 1080, videoHeight: 1920 };

export function post(overrides: Partial<PostBodyInput> = {}): PostBody {
  return postBodySchema.parse({
    message: 'Hello',
    calendarId: '4b0c3a52-8c55-4a6e-9a3c-2f4f0d1e7a10',
    timing: { mode: 'now' },
    images: [image],
    ...overrides,
  });
}

export function account(socialMedia: SocialType, type: AccountType | null = null, id?: string): PostAccount {
  return { _id: id ?? `${socialMedia}-${type ?? 'none'}`, socialMedia, type, name: socialMedia };
}

export function validate(
  body: PostBody,
  accounts: PostAccount[],
  context: Partial<PostValidationContext> = {},
) {
  return validatePost(body, {
    now,
    timeZone: 'Europe/Paris',
    accounts,
    limits: limitsOfPlan('businessnew'),
    ...context,
  });
}

export const errorsOf = (findings: { errors: { message: string }[] }) =>
  findings.errors.map((error) => error.message);
export const confirmationsOf = (findings: { confirmations: { kind: string }[] }) =>
  findings.confirmations.map((confirmation) => confirmation.kind);
