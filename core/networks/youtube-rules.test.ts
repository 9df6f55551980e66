import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { account, errorsOf, landscapeVideo, post, validate } from '../posts/test-support/post-fixtures';

const youtube = account('youtube', 'channel');
const titled = { images: [], postTitle: 'Clip', video: landscapeVideo };

// YouTube's own refusals that the composer can catch before the upload (Data API v3, videos.insert).
describe('YouTube rules', () => {
  it.each([
    ['a plain title and description', post({ ...titled, message: 'Spring menu' }), []],
    [
      'a < in the title',
      post({ ...titled, postTitle: 'Coffee <3' }),
      [messages.networkRules.youtubeAngleBrackets],
    ],
    [
      'a > in the description',
      post({ ...titled, message: 'Latte > tea' }),
      [messages.networkRules.youtubeAngleBrackets],
    ],
    ['other symbols', post({ ...titled, postTitle: 'Café & “crème” #1 (2026)', message: '≤ ≥ « »' }), []],
  ])('%s', (_name, body, errors) => {
    expect(errorsOf(validate(body, [youtube]))).toEqual(errors);
  });

  it('does not hold other networks to it', () => {
    expect(errorsOf(validate(post({ message: 'Latte > tea' }), [account('twitter', 'personal')]))).toEqual(
      [],
    );
  });
});
