import { type Account } from '@kairos/core';

/** An account as GET /api/accounts answers it, for the component tests. */
export function testAccount(overrides: Partial<Account> & Pick<Account, '_id' | 'name'>): Account {
  return {
    socialMedia: 'testNetwork',
    type: 'page',
    avatar: null,
    disabled: false,
    address: null,
    pageId: null,
    url: null,
    hootsuiteId: null,
    tokenExpired: false,
    parentAccountId: null,
    ...overrides,
  };
}
