import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarPostStates } from './calendar-post-state';
import { postMediaKinds, type CalendarPost } from './calendar-post-schema';
import { calendarPostsReplySchema, expandCalendarReply, packCalendarReply } from './calendar-reply';

const post = (id: string, day: string, more: Partial<CalendarPost> = {}): CalendarPost => ({
  _id: id,
  day,
  time: '09:30',
  excerpt: `post ${id}`,
  accountIds: ['acc-a'],
  state: 'scheduled',
  campaignId: null,
  color: null,
  media: null,
  ...more,
});

describe('packCalendarReply', () => {
  it.each([
    ['an empty page', [], { accounts: [], campaigns: [], days: [] }],
    [
      'two posts of one day share the day and the account',
      [post('1', '2026-11-01'), post('2', '2026-11-01', { time: '10:00' })],
      {
        accounts: ['acc-a'],
        campaigns: [],
        days: [
          {
            day: '2026-11-01',
            posts: [
              { _id: '1', time: '09:30', excerpt: 'post 1', accounts: [0], state: 'scheduled' },
              { _id: '2', time: '10:00', excerpt: 'post 2', accounts: [0], state: 'scheduled' },
            ],
          },
        ],
      },
    ],
    [
      'a campaign is named once with its colour; media and no accounts',
      [
        post('1', '2026-11-01', { campaignId: 'c1', color: '#f00', accountIds: ['acc-b', 'acc-a'] }),
        post('2', '2026-11-02', { campaignId: 'c1', color: '#f00', media: 'video', accountIds: [] }),
      ],
      {
        accounts: ['acc-b', 'acc-a'],
        campaigns: [{ _id: 'c1', color: '#f00' }],
        days: [
          {
            day: '2026-11-01',
            posts: [
              {
                _id: '1',
                time: '09:30',
                excerpt: 'post 1',
                accounts: [0, 1],
                state: 'scheduled',
                campaign: 0,
              },
            ],
          },
          {
            day: '2026-11-02',
            posts: [
              {
                _id: '2',
                time: '09:30',
                excerpt: 'post 2',
                accounts: [],
                state: 'scheduled',
                campaign: 0,
                media: 'video',
              },
            ],
          },
        ],
      },
    ],
  ])('%s', (_name, items, expected) => {
    const reply = packCalendarReply({ items, nextCursor: 'next' });
    expect(reply).toEqual({ ...expected, nextCursor: 'next' });
    expect(calendarPostsReplySchema.parse(reply)).toEqual(reply);
    expect(expandCalendarReply(reply)).toEqual({ items, nextCursor: 'next' });
  });

  it('gives back any page it packs', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    const arbitraryPost = fc.record({
      _id: fc.uuid(),
      day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'),
      time: fc.constantFrom('00:00', '12:15', '23:59'),
      excerpt: fc.string(),
      accountIds: fc.array(id, { maxLength: 4 }),
      state: fc.constantFrom(...calendarPostStates),
      campaignId: fc.option(id),
      color: fc.option(fc.constantFrom('#111', '#222')),
      media: fc.option(fc.constantFrom(...postMediaKinds)),
    });
    // A campaign has one colour and a post of no campaign none: the read model never says otherwise.
    const consistent = fc.array(arbitraryPost).map((items) =>
      items.map((item) => ({
        ...item,
        color: item.campaignId === null ? null : `#${item.campaignId}`,
      })),
    );
    fc.assert(
      fc.property(consistent, fc.option(fc.string({ minLength: 1 })), (items, nextCursor) => {
        expect(expandCalendarReply(packCalendarReply({ items, nextCursor }))).toEqual({ items, nextCursor });
      }),
    );
  });
});

describe('expandCalendarReply', () => {
  it.each([
    ['an account index', { accounts: [], campaigns: [], days: [{ day: 'd', posts: [{ accounts: [0] }] }] }],
    [
      'a campaign index',
      { accounts: [], campaigns: [], days: [{ day: 'd', posts: [{ accounts: [], campaign: 1 }] }] },
    ],
  ])('refuses %s outside its table', (_name, shape) => {
    const reply = {
      ...shape,
      nextCursor: null,
      days: shape.days.map((day) => ({
        ...day,
        posts: day.posts.map((wire) => ({
          _id: '1',
          time: '09:30',
          excerpt: '',
          state: 'scheduled' as const,
          ...wire,
        })),
      })),
    };
    expect(() => expandCalendarReply(reply)).toThrow(RangeError);
  });
});
