import { type User } from '@kairos/core';
import { vi } from 'vitest';
import { testUser } from './test-user';

/** A user whose team is on `plan` (e.g. 'basicnew' has autocomplete and quotes, not the summarizer). */
export function userOnPlan(plan: string, overrides: Partial<User> = {}): User {
  return testUser({
    subscription: {
      plan,
      paymentPeriod: 'monthly',
      expirationDate: null,
      paymentAmount: 0,
      paymentProviderData: { subscriptionId: null },
    },
    ...overrides,
  });
}

/** The writing assistant's routes answering "nothing found", for tests about something else. */
export const quietAssistant = {
  'POST /api/text-check': () => ({ body: { problems: [] } }),
  'POST /api/assistant/hashtags': () => ({ body: { hashtags: [], urlHashtags: [], imageHashtags: [] } }),
  'POST /api/assistant/complete': () => ({ body: { completion: '' } }),
};

/** Makes `(min-width: …)` media queries match, as on a desktop screen (jsdom matches none). */
export function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
