import { type User } from '@kairos/core';

/** The signed-in user of component tests: Ada, in Paris, in no team, on no plan. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    avatar: null,
    role: null,
    teamId: null,
    timezone: 'Europe/Paris',
    utmDetectionActivated: false,
    access: { calendars: [] },
    subscription: null,
    ...overrides,
  };
}
