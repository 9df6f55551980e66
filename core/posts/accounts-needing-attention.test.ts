import { describe, expect, it } from 'vitest';
import { accountsNeedingAttention } from './accounts-needing-attention';

describe('accountsNeedingAttention', () => {
  it.each([
    [
      'a blocked post: all its accounts',
      { blocked: true, accountIds: ['a', 'b'], postedInfo: [{ accountId: 'a', id: 'x' }] },
      ['a', 'b'],
    ],
    [
      'posted everywhere: none',
      {
        blocked: false,
        accountIds: ['a', 'b'],
        postedInfo: [
          { accountId: 'a', id: 'x' },
          { accountId: 'b', id: 'y' },
        ],
      },
      [],
    ],
    [
      'one missing',
      { blocked: false, accountIds: ['a', 'b'], postedInfo: [{ accountId: 'a', id: 'x' }] },
      ['b'],
    ],
    [
      'one blocked by a rule',
      {
        blocked: false,
        accountIds: ['a', 'b'],
        postedInfo: [
          { accountId: 'a', id: 'x' },
          { accountId: 'b', id: null, blockedReason: 'No content from library' },
        ],
      },
      ['b'],
    ],
    ['nothing posted', { blocked: false, accountIds: ['a'], postedInfo: [] }, ['a']],
  ])('%s', (_case, post, accounts) => {
    expect(accountsNeedingAttention(post)).toEqual(accounts);
  });
});
