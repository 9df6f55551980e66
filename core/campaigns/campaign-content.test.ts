import { describe, expect, it } from 'vitest';
import { limitsOfPlan } from '../plans/limits';
import { termVector } from '../similarity/similarity-score';
import {
  orderByPriority,
  planCampaignContent,
  type PlanInput,
  type PlannerHistoryEntry,
  type PlannerLibraryPost,
} from './campaign-content';

const day = 86_400_000;
const start = new Date('2026-06-01T09:00:00Z');
const slotsEvery = (count: number, everyDays = 1) =>
  Array.from({ length: count }, (_, index) => new Date(start.getTime() + index * everyDays * day));

const libraryPost = (
  id: string,
  message: string,
  daysOld: number,
  extra: Partial<PlannerLibraryPost> = {},
) => ({
  id,
  message,
  variations: [],
  images: [],
  video: null,
  postTitle: '',
  hashtags: [],
  callToAction: null,
  createdAt: new Date(start.getTime() - daysOld * day),
  expirationDate: null,
  draft: false,
  pending: false,
  rejected: false,
  ...extra,
});

const library: PlannerLibraryPost[] = [
  libraryPost('old', 'Visit our bakery for fresh croissants', 30),
  libraryPost('mid', 'Try the new sourdough recipe this weekend', 20),
  libraryPost('new', 'Our team volunteers at the food bank', 10),
];

const plan = (input: Partial<PlanInput>) =>
  planCampaignContent({
    slots: slotsEvery(3),
    accounts: [{ id: 'acc', socialMedia: 'facebook' }],
    library,
    history: new Map(),
    priority: 'newest',
    repeat: false,
    limits: limitsOfPlan(null),
    random: () => 0,
    ...input,
  });
const picks = (input: Partial<PlanInput>) => plan(input).map((assignment) => assignment.libraryPostId);

describe('planCampaignContent', () => {
  it.each([
    ['newest first', 'newest', ['new', 'mid', 'old']],
    ['oldest first', 'oldest', ['old', 'mid', 'new']],
    ['random, shuffled once', 'random', ['mid', 'new', 'old']],
  ] as const)('%s', (_case, priority, expected) => {
    expect(picks({ priority })).toEqual(expected);
  });

  it('blocks the slots after the content runs out, without repeat', () => {
    expect(picks({ slots: slotsEvery(5) })).toEqual(['new', 'mid', 'old', null, null]);
    expect(plan({ slots: slotsEvery(4) })[3]).toMatchObject({ libraryPostId: null, message: '' });
  });

  it('repeats content, least recently used first, never within 30 days on one account', () => {
    // Three posts, one slot every 11 days: a post comes back after 33 days.
    expect(picks({ slots: slotsEvery(6, 11), repeat: true })).toEqual([
      'new',
      'mid',
      'old',
      'new',
      'mid',
      'old',
    ]);
    // One slot a day: after the three, nothing is 30 days away yet.
    expect(picks({ slots: slotsEvery(5), repeat: true })).toEqual(['new', 'mid', 'old', null, null]);
    expect(picks({ slots: [...slotsEvery(3), new Date(start.getTime() + 31 * day)], repeat: true })).toEqual([
      'new',
      'mid',
      'old',
      'new',
    ]);
  });

  it('skips content like what the account posts within 30 days, before or after', () => {
    const near = (key: string, at: Date, message: string): PlannerHistoryEntry => ({
      at,
      key,
      vector: termVector(message),
    });
    const history = new Map([
      [
        'acc',
        [
          near('p1', new Date(start.getTime() + 29 * day), 'Our team volunteers at the food bank today'),
          near('p2', new Date(start.getTime() - 31 * day), 'Try the new sourdough recipe this weekend'),
        ],
      ],
    ]);
    expect(picks({ history, slots: slotsEvery(2) })).toEqual(['mid', 'old']);
  });

  it('gives each account its network variation and keeps accounts apart', () => {
    const withVariation = [
      libraryPost('v', 'Long message for most networks', 1, {
        variations: [{ socialMedia: 'twitter', message: 'Short one for X' }],
      }),
    ];
    const result = plan({
      library: withVariation,
      slots: slotsEvery(1),
      accounts: [
        { id: 'x', socialMedia: 'twitter' },
        { id: 'fb', socialMedia: 'facebook' },
      ],
    });
    expect(result.map(({ accountId, message }) => [accountId, message])).toEqual([
      ['x', 'Short one for X'],
      ['fb', 'Long message for most networks'],
    ]);
  });

  it('never uses drafts, pending, rejected or expired content', () => {
    const mixed = [
      libraryPost('draft', 'Draft text here', 1, { draft: true }),
      libraryPost('pending', 'Pending text here', 1, { pending: true }),
      libraryPost('rejected', 'Rejected text here', 1, { rejected: true }),
      libraryPost('expires', 'Expiring text here', 2, { expirationDate: new Date(start.getTime() + day) }),
      libraryPost('ok', 'Usable text here', 3),
    ];
    expect(picks({ library: mixed, slots: slotsEvery(2), priority: 'newest' })).toEqual(['expires', 'ok']);
    expect(picks({ library: mixed, slots: [slotsEvery(2)[1]!] })).toEqual(['ok']);
  });

  it("counts the campaign's kept posts as used, without repeat", () => {
    const history = new Map([
      [
        'acc',
        [
          {
            at: new Date(start.getTime() - 40 * day),
            key: 'kept',
            vector: termVector(library[2]!.message),
            libraryPostId: 'new',
          },
        ],
      ],
    ]);
    expect(picks({ history, slots: slotsEvery(3) })).toEqual(['mid', 'old', null]);
  });
});

describe('skipping slots', () => {
  it('leaves skipped slots out without using content for them', () => {
    const second = slotsEvery(3)[1]!;
    const result = plan({ skip: (_account, at) => at.getTime() === second.getTime() });
    expect(result.map((assignment) => [assignment.at.toISOString(), assignment.libraryPostId])).toEqual([
      [slotsEvery(3)[0]!.toISOString(), 'new'],
      [slotsEvery(3)[2]!.toISOString(), 'mid'],
    ]);
  });
});

describe('orderByPriority', () => {
  it('shuffles with the random source given', () => {
    const posts = library.map(({ id, createdAt }) => ({ id, createdAt }));
    const values = [0.9, 0.1];
    const shuffled = orderByPriority(posts, 'random', () => values.shift() ?? 0);
    expect(shuffled.map((post) => post.id).sort()).toEqual(['mid', 'new', 'old']);
  });
});
