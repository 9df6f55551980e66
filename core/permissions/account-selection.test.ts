import { describe, expect, it } from 'vitest';
import { type SocialType } from '../networks/social-types';
import { accountChoice, pickerAccounts, retryAccounts, type AccountForSelection } from './account-selection';
import { canEditContent, canManageCategories, canUseCustomVideoThumbnail } from './content-permissions';

const account = (socialMedia: SocialType, facts: Partial<AccountForSelection> = {}): AccountForSelection => ({
  _id: `${socialMedia}-1`,
  socialMedia,
  tokenExpired: false,
  disabled: false,
  parentAccountId: null,
  hootsuiteId: null,
  ...facts,
});

// Section 6, "Accounts".
describe('accountChoice', () => {
  it.each([
    ['a healthy account', account('twitter'), { listed: true, selectable: true, showReconnect: false }],
    [
      'an expired account',
      account('twitter', { tokenExpired: true }),
      { listed: true, selectable: false, showReconnect: true },
    ],
    [
      'an expired account with a parent',
      account('facebook', { tokenExpired: true, parentAccountId: 'parent' }),
      { listed: true, selectable: true, showReconnect: true },
    ],
    [
      'a disabled Facebook account',
      account('facebook', { disabled: true }),
      { listed: true, selectable: false, showReconnect: false },
    ],
    [
      'a disabled LinkedIn account',
      account('linkedin', { disabled: true }),
      { listed: true, selectable: false, showReconnect: false },
    ],
    [
      'a disabled YouTube account',
      account('youtube', { disabled: true }),
      { listed: false, selectable: false, showReconnect: false },
    ],
    [
      'a disabled Threads account',
      account('threads', { disabled: true }),
      { listed: false, selectable: false, showReconnect: false },
    ],
  ])('%s', (_case, input, choice) => {
    expect(accountChoice(input)).toEqual(choice);
  });

  it('leaves disabled YouTube and Threads accounts out of the picker', () => {
    const accounts = [
      account('youtube', { disabled: true }),
      account('twitter'),
      account('threads', { disabled: true }),
    ];
    expect(pickerAccounts(accounts).map((a) => a.socialMedia)).toEqual(['twitter']);
  });
});

describe('retryAccounts', () => {
  it('hides Hootsuite-linked accounts with an expired token', () => {
    const accounts = [
      account('twitter', { _id: 'expired-hootsuite', hootsuiteId: 'h1', tokenExpired: true }),
      account('twitter', { _id: 'hootsuite', hootsuiteId: 'h2' }),
      account('twitter', { _id: 'expired', tokenExpired: true }),
    ];
    expect(retryAccounts(accounts).map((a) => a._id)).toEqual(['hootsuite', 'expired']);
  });
});

describe('content permissions', () => {
  it.each([
    [null, true],
    ['admin', true],
    ['editor', true],
    ['viewer', false],
  ] as const)('role %s may edit content and categories: %s', (role, allowed) => {
    expect(canEditContent({ role })).toBe(allowed);
    expect(canManageCategories({ role })).toBe(allowed);
  });
});

describe('canUseCustomVideoThumbnail', () => {
  it.each([
    ['youtube', true, true],
    ['youtube', false, false],
    ['facebook', true, false],
  ])('%s verified %s: %s', (socialMedia, verified, allowed) => {
    expect(canUseCustomVideoThumbnail({ socialMedia, verified })).toBe(allowed);
  });
});
