import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { type PostBody, type PostBodyInput } from '../posts/post-schema';
import {
  account,
  confirmationsOf,
  errorsOf,
  image,
  landscapeVideo,
  portraitVideo,
  post,
  validate,
} from '../posts/test-support/post-fixtures';

const rules = messages.networkRules;
const page = account('facebook', 'page', 'fb-page');
const group = account('facebook', 'group', 'fb-group');
const asked = (option: 'autoReel' | 'autoStory', overrides: Partial<PostBodyInput>, accountId = 'fb-page') =>
  post({ ...overrides, accountsMetadata: [{ accountId, [option]: true }] });

// Issue 16: "Facebook Reels and Stories", through the Graph API for pages.
describe('a Facebook Reel or story', () => {
  it.each<[string, PostBody, string[]]>([
    ['a vertical video of 30 seconds is a Reel', asked('autoReel', { images: [], video: portraitVideo }), []],
    ['a Reel needs a video', asked('autoReel', { images: [image] }), [rules.facebookReelVideoRequired]],
    [
      'a Reel is vertical',
      asked('autoReel', { images: [], video: landscapeVideo }),
      [rules.facebookReelShape],
    ],
    [
      'a Reel has no images',
      asked('autoReel', { images: [image], video: portraitVideo }),
      [rules.facebookReelShape],
    ],
    [
      'a Reel is 3 to 90 seconds long',
      asked('autoReel', { images: [], video: { ...portraitVideo, duration: 91 } }),
      [rules.facebookReelDuration],
    ],
    ['a story may be one image', asked('autoStory', { images: [image] }), []],
    ['a story may be one video', asked('autoStory', { images: [], video: portraitVideo }), []],
    ['a story is not two images', asked('autoStory', { images: [image, image] }), [rules.facebookStoryMedia]],
    [
      'a video story is up to 60 seconds',
      asked('autoStory', { images: [], video: { ...portraitVideo, duration: 61 } }),
      [rules.facebookStoryDuration],
    ],
    [
      'a story takes no first comment',
      asked('autoStory', { images: [image], firstComment: 'Swipe up' }),
      [rules.facebookStoryComment],
    ],
    [
      'not both at once',
      post({
        images: [],
        video: portraitVideo,
        accountsMetadata: [{ accountId: 'fb-page', autoReel: true, autoStory: true }],
      }),
      [rules.facebookReelOrStory],
    ],
  ])('%s', (_case, body, errors) => {
    expect(errorsOf(validate(body, [page]))).toEqual(errors);
  });

  it('is for pages only', () => {
    const body = asked('autoReel', { images: [], video: portraitVideo }, 'fb-group');
    expect(errorsOf(validate(body, [group]))).toEqual([rules.facebookPagesOnly]);
    // A group still asks before Post, as it always did.
    expect(confirmationsOf(validate(body, [group]))).toContain('facebookGroup');
  });
});
