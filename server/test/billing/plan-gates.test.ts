import { randomUUID } from 'node:crypto';
import { messages, type SocialType } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, libraryPosts, teams, users } from '../../src/db/schema';
import { insertConnectAttempt, storeCandidates } from '../../src/modules/accounts/connect-attempt-repository';
import { sealCandidates } from '../../src/modules/accounts/connect-candidates';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';
import { registerOwner, startTestServer, type ApiReply, type TestServer } from '../harness';
import { threadsProviderOn } from '../providers/fake-network-providers';

// Section 6: every limit and feature key with a feature behind it is enforced by the server and answered
// with the one upgrade error, whatever the screen that asks. One row per key, on a plan that lacks it.

let server: TestServer;
beforeAll(async () => {
  // Threads' provider is configured but never reached: the plan refuses before the network is asked.
  const threads = threadsProviderOn({ url: 'http://127.0.0.1:9' });
  server = await startTestServer({ providers: new Map([['threads', threads]]) });
});
afterAll(async () => server.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** A new team on `plan` (a period_plan, or null for a team with no plan: the free limits). */
async function teamOn(plan: string | null): Promise<Owner> {
  const owner = await registerOwner(server, 'Gated');
  if (plan) await setTeamPlan(server.database.db, owner.email, plan);
  else {
    const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
    await server.database.db
      .update(teams)
      .set({ subscriptionPlan: null, subscriptionPeriod: null, subscriptionExpiresAt: null })
      .where(eq(teams.id, user!.teamId));
  }
  return owner;
}

async function addAccounts(owner: Owner, socialMedia: SocialType, count: number, type: string | null = null) {
  const rows = await server.database.db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        calendarId: owner.calendarId,
        socialMedia,
        type: type as never,
        name: `${socialMedia} ${index}`,
        externalId: `${socialMedia}-${index}-${Math.random()}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

/** A connect attempt whose network offered `externalIds`, as a callback leaves it. */
async function offered(owner: Owner, socialMedia: SocialType, externalIds: string[]) {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.email, owner.email));
  const attemptId = await insertConnectAttempt(db, {
    stateHash: `state-${Math.random()}`,
    userId: user!.id,
    calendarId: owner.calendarId,
    socialMedia,
    reconnectAccountId: null,
    codeVerifierEncrypted: null,
    redirectUri: 'http://kairos.test/api/accounts/connect/callback',
    expiresAt: new Date(server.clock.now().getTime() + 600_000),
  });
  const tokens = { accessToken: 'token', refreshToken: null, expiresAt: null };
  const candidates = externalIds.map((externalId) => ({
    externalId,
    name: externalId,
    type: null,
    avatar: null,
    url: null,
  }));
  await storeCandidates(db, attemptId, sealCandidates(server.cipher, { tokens, accounts: candidates }));
  return server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds },
  });
}

const inDays = (days: number) =>
  new Date(server.clock.now().getTime() + days * 24 * 3600_000).toISOString().slice(0, 10);
const tomorrow = () => new Date(server.clock.now().getTime() + 36 * 3600_000).toISOString().slice(0, 10);
const image = {
  url: 'https://cdn.example.com/a.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1,
};
const video = {
  url: 'https://cdn.example.com/clip.mp4',
  duration: 20,
  videoWidth: 1080,
  videoHeight: 1920,
  size: 1_000_000,
};

const schedule = (owner: Owner, accountIds: string[], extra: object = {}) =>
  server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message: 'Gated post',
      calendarId: owner.calendarId,
      accountIds,
      timing: { mode: 'schedule', date: tomorrow(), time: '10:00' },
      images: [image],
      ...extra,
    },
  });

interface GateRow {
  key: string;
  plan: string | null;
  act: (owner: Owner) => Promise<ApiReply>;
  reason: 'limit_exceed' | 'no_access';
  message: string;
}

const rows: GateRow[] = [
  {
    key: 'calendars',
    plan: null,
    act: (owner) => server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'Second' } }),
    reason: 'limit_exceed',
    message: messages.upgrade.limitExceed(1, 'calendars'),
  },
  {
    key: 'socialMediaAccounts (connecting)',
    plan: null,
    act: async (owner) => {
      await addAccounts(owner, 'testNetwork', 3);
      return offered(owner, 'testNetwork', ['one-more']);
    },
    reason: 'limit_exceed',
    message: messages.upgrade.limitExceed(3, 'social accounts'),
  },
  {
    key: 'socialMediaAccounts (posting to an account past the seats after a downgrade)',
    plan: null,
    act: async (owner) => schedule(owner, (await addAccounts(owner, 'testNetwork', 4)).slice(3)),
    reason: 'limit_exceed',
    message: messages.upgrade.limitExceed(3, 'social accounts'),
  },
  {
    key: 'socialMediaAccounts (a campaign to an account past the seats)',
    plan: null,
    act: async (owner) =>
      server.api('POST', '/api/campaigns', {
        token: owner.token,
        body: {
          calendarId: owner.calendarId,
          name: 'Evergreen',
          accountIds: (await addAccounts(owner, 'testNetwork', 4)).slice(3),
          libraryCategories: [randomUUID()],
          patternSchedule: { selectionMode: 'single', weekDays: [] },
          dates: [inDays(3)],
          postFrequency: 1,
          postTime: ['09:00'],
          libraryPostPriority: 'oldest',
          isUserWantToRepeatContent: false,
        },
      }),
    reason: 'limit_exceed',
    message: messages.upgrade.limitExceed(3, 'social accounts'),
  },
  {
    key: 'libraryPosts',
    plan: null,
    act: async (owner) => {
      await server.database.db.insert(libraryPosts).values(
        Array.from({ length: 20 }, (_, index) => ({
          calendarId: owner.calendarId,
          message: `Stored ${index}`,
        })),
      );
      const category = await server.api('POST', '/api/categories', {
        token: owner.token,
        body: { calendarId: owner.calendarId, title: 'Tips' },
      });
      return server.api('POST', '/api/library-posts', {
        token: owner.token,
        body: { calendarId: owner.calendarId, message: 'One too many', categories: [category.body._id] },
      });
    },
    reason: 'limit_exceed',
    message: messages.library.limitReached(20),
  },
  {
    key: 'linkedinVideo',
    plan: null,
    act: async (owner) => schedule(owner, await addAccounts(owner, 'linkedin', 1), { images: [], video }),
    reason: 'no_access',
    message: messages.networkRules.linkedinVideoUpgrade,
  },
  {
    key: 'instagramCarouselAutoPost',
    plan: 'monthly_basicnew',
    act: async (owner) =>
      schedule(owner, await addAccounts(owner, 'instagram-business', 1, 'business'), {
        images: [image, image],
      }),
    reason: 'no_access',
    message: messages.upgrade.noAccess('Instagram carousel auto-post'),
  },
  {
    key: 'threads (connecting)',
    plan: 'monthly_basicnew',
    act: (owner) =>
      server.api('POST', '/api/accounts/connect', {
        token: owner.token,
        body: { calendarId: owner.calendarId, socialMedia: 'threads' },
      }),
    reason: 'no_access',
    message: messages.upgrade.noAccess('Threads'),
  },
  {
    key: 'pinterest (choosing, the plan lost since the connect started)',
    plan: 'monthly_basicnew',
    act: (owner) => offered(owner, 'pinterest', ['board-1']),
    reason: 'no_access',
    message: messages.upgrade.noAccess('Pinterest'),
  },
  {
    key: 'youtube (posting to an account connected before a downgrade)',
    plan: 'monthly_essentials',
    act: async (owner) => schedule(owner, await addAccounts(owner, 'youtube', 1), { images: [], video }),
    reason: 'no_access',
    message: messages.upgrade.noAccess('YouTube'),
  },
  {
    key: 'googleMyBusiness (posting)',
    plan: 'monthly_basicnew',
    act: async (owner) => schedule(owner, await addAccounts(owner, 'googleMB', 1)),
    reason: 'no_access',
    message: messages.upgrade.noAccess('Google My Business'),
  },
  {
    key: 'pinterestBoards (choosing)',
    plan: 'monthly_essentials',
    act: async (owner) => {
      await addAccounts(owner, 'pinterest', 5);
      return offered(owner, 'pinterest', ['board-6']);
    },
    reason: 'limit_exceed',
    message: messages.upgrade.limitExceed(5, 'Pinterest boards'),
  },
  {
    key: 'advancedArticleSummarizer',
    plan: 'monthly_basicnew',
    act: (owner) =>
      server.api('POST', '/api/assistant/summary', {
        token: owner.token,
        body: { calendarId: owner.calendarId, text: 'A short article. '.repeat(40) },
      }),
    reason: 'no_access',
    message: messages.upgrade.noAccess('advanced article summarizer'),
  },
];

describe('plan gates through the API', () => {
  it.each(rows)('$key on a plan without it', async ({ plan, act, reason, message }) => {
    const owner = await teamOn(plan);
    const reply = await act(owner);
    expect(reply.status, JSON.stringify(reply.body)).toBe(403);
    expect(reply.body.error).toMatchObject({ code: 'PLAN_LIMIT', reason, message });
  });

  it('lets a team keep reconnecting a network its plan no longer includes', async () => {
    const owner = await teamOn('monthly_basicnew');
    const [accountId] = await addAccounts(owner, 'threads', 1);
    const reply = await server.api('POST', '/api/accounts/connect', {
      token: owner.token,
      body: { calendarId: owner.calendarId, socialMedia: 'threads', reconnectAccountId: accountId },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it('keeps drafts to a held account, and posts to the accounts within the seats', async () => {
    const owner = await teamOn(null);
    const ids = await addAccounts(owner, 'testNetwork', 4);
    expect((await schedule(owner, ids.slice(0, 3))).status).toBe(201);
    expect((await schedule(owner, ids.slice(3), { draft: true })).status).toBe(201);
  });
});
