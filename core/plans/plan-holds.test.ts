import { describe, expect, it } from 'vitest';
import { limitsOfPlan } from './limits';
import { accountHold, type AccountSeat } from './plan-holds';

const basic = limitsOfPlan('basicnew');
const essentials = limitsOfPlan('essentials');
const free = limitsOfPlan(null);
const seat = (socialMedia: AccountSeat['socialMedia'], at: number, networkSeat = 1): AccountSeat => ({
  socialMedia,
  seat: at,
  networkSeat,
});

describe('accountHold', () => {
  it.each([
    ['an account within the seats', basic, seat('twitter', 15), null],
    [
      'the first account past the seats',
      basic,
      seat('twitter', 16),
      'you have reached your limits of 15 social accounts',
    ],
    [
      'a free team past its 3 seats',
      free,
      seat('facebook', 4),
      'you have reached your limits of 3 social accounts',
    ],
    ['a network the plan lacks', basic, seat('pinterest', 1), "you don't have access to Pinterest"],
    ['YouTube on Essentials', essentials, seat('youtube', 1), "you don't have access to YouTube"],
    ['Threads on Basic', basic, seat('threads', 2), "you don't have access to Threads"],
    ['a Pinterest board within the boards', essentials, seat('pinterest', 3, 5), null],
    [
      'a Pinterest board past the boards',
      essentials,
      seat('pinterest', 6, 6),
      'you have reached your limits of 5 Pinterest boards',
    ],
    ['a network without a plan gate', free, seat('linkedin', 1), null],
  ])('%s', (_name, limits, account, message) => {
    expect(accountHold(limits, account)?.message ?? null).toBe(message);
  });

  it('names the network before the seats', () => {
    expect(accountHold(basic, seat('googleMB', 40))?.reason).toBe('no_access');
  });
});
