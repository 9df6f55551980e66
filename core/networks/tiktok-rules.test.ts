import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  account,
  errorsOf,
  image,
  landscapeVideo,
  post,
  validate,
} from '../posts/test-support/post-fixtures';

const tiktok = account('tiktok', 'personal');
const chosen = { tiktokSettings: [{ accountId: tiktok._id, privacyLevel: 'SELF_ONLY' as const }] };

// TikTok's Content Posting API takes a video or photos (NETWORKS.md); text alone is refused, so the
// composer refuses it before the user presses Post.
describe('TikTok rules', () => {
  it.each([
    ['a video', post({ ...chosen, images: [], video: landscapeVideo }), []],
    ['a photo', post({ ...chosen, images: [image] }), []],
    ['text alone', post({ ...chosen, images: [] }), [messages.networkRules.tiktokMediaRequired]],
    [
      'text alone with a feed reminder',
      post({ images: [], accountsMetadata: [{ accountId: tiktok._id, feedReminder: true }] }),
      [messages.networkRules.tiktokMediaRequired],
    ],
  ])('%s', (_name, body, errors) => {
    expect(errorsOf(validate(body, [tiktok]))).toEqual(errors);
  });

  it('does not hold other networks to it', () => {
    expect(errorsOf(validate(post({ images: [] }), [account('twitter', 'personal')]))).toEqual([]);
  });
});
