import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { account, errorsOf, landscapeVideo, post, validate } from './test-support/post-fixtures';
import { type TikTokPostSettings } from './tiktok-settings-schema';
import { campaignTiktokError } from './tiktok-settings-rules';

const creator = { ...account('tiktok', 'personal', 'tt-1'), name: 'Kairos Clips' };
const second = { ...account('tiktok', 'personal', 'tt-2'), name: 'Kairos Kitchen' };

const settings = (overrides: Partial<TikTokPostSettings> = {}) => ({
  accountId: creator._id,
  privacyLevel: 'PUBLIC_TO_EVERYONE' as const,
  ...overrides,
});

// TikTok's Content Sharing Guidelines ("Required UX Implementation in Your App"): the creator
// chooses the privacy with no default, says what a disclosure discloses, and keeps branded content
// visible to others.
describe('TikTok post settings', () => {
  it.each([
    ['a chosen privacy', [settings()], []],
    ['no settings at all', [], [messages.tiktok.privacyRequired('Kairos Clips')]],
    [
      'settings without a privacy',
      [settings({ privacyLevel: null })],
      [messages.tiktok.privacyRequired('Kairos Clips')],
    ],
    ['a disclosure of their own brand', [settings({ discloseContent: true, yourBrand: true })], []],
    ['a disclosure of branded content', [settings({ discloseContent: true, brandedContent: true })], []],
    [
      'a disclosure saying nothing',
      [settings({ discloseContent: true })],
      [messages.tiktok.disclosureIncomplete],
    ],
    [
      'branded content kept private',
      [settings({ privacyLevel: 'SELF_ONLY', discloseContent: true, brandedContent: true })],
      [messages.tiktok.brandedContentPrivate],
    ],
    [
      'their own brand kept private',
      [settings({ privacyLevel: 'SELF_ONLY', discloseContent: true, yourBrand: true })],
      [],
    ],
    [
      'branded content left over from a disclosure switched off',
      [settings({ privacyLevel: 'SELF_ONLY', brandedContent: true })],
      [],
    ],
  ] as const)('%s', (_name, tiktokSettings, errors) => {
    const body = post({ video: landscapeVideo, images: [], tiktokSettings: [...tiktokSettings] });
    expect(errorsOf(validate(body, [creator]))).toEqual(errors);
  });

  it('asks each TikTok account for its own privacy', () => {
    const body = post({ video: landscapeVideo, images: [], tiktokSettings: [settings()] });
    expect(errorsOf(validate(body, [creator, second]))).toEqual([
      messages.tiktok.privacyRequired('Kairos Kitchen'),
    ]);
  });

  it.each(['feedReminder', 'storyReminder'] as const)(
    'asks nothing of an account posted from the app (%s)',
    (option) => {
      const body = post({
        video: landscapeVideo,
        images: [],
        accountsMetadata: [{ accountId: creator._id, [option]: true }],
      });
      expect(errorsOf(validate(body, [creator]))).toEqual([]);
    },
  );

  it('asks nothing of a draft', () => {
    expect(errorsOf(validate(post({ draft: true }), [creator]))).toEqual([]);
  });

  it('refuses a privacy level TikTok does not have', () => {
    const parsed = () =>
      post({ tiktokSettings: [{ accountId: creator._id, privacyLevel: 'FRIENDS' as never }] });
    expect(parsed).toThrow();
  });
});

describe('campaignTiktokError', () => {
  const tiktok = { id: 't1', name: 'Kairos Kitchen', socialMedia: 'tiktok' };
  const x = { id: 'x1', name: 'Kairos on X', socialMedia: 'twitter' };
  it.each([
    ['no TikTok account', [x], [], null],
    [
      'a TikTok account publishing through the API',
      [x, tiktok],
      [],
      messages.tiktok.notInCampaigns('Kairos Kitchen'),
    ],
    ['a TikTok account on a feed reminder', [tiktok], [{ accountId: 't1', feedReminder: true }], null],
    ['a TikTok account on a story reminder', [tiktok], [{ accountId: 't1', storyReminder: true }], null],
    [
      'a reminder for another account only',
      [tiktok],
      [{ accountId: 'x1', feedReminder: true }],
      messages.tiktok.notInCampaigns('Kairos Kitchen'),
    ],
  ])('%s', (_case, accounts, metadata, expected) => {
    expect(campaignTiktokError(accounts, metadata)).toBe(expected);
  });
});
