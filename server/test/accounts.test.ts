import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { loadAccountForPublishing, markAccountTokenExpired } from '../src/modules/accounts/account-tokens';
import { refreshAccountTokens } from '../src/modules/accounts/refresh-account-tokens';
import type { Provider } from '../src/providers/provider';
import { startTestNetwork, type TestNetworkServer } from '../src/providers/test-network/server';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { connectAccounts, connectAttempt } from './connect-helpers';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
let fake: TestNetworkServer;
let provider: Provider;
beforeAll(async () => {
  // Tokens that expire in 10 minutes: inside the window sync renews.
  fake = await startTestNetwork({ accessTokenTtlSeconds: 600 });
  provider = createTestNetworkProvider({ baseUrl: fake.url });
  server = await startTestServer({ providers: new Map([['testNetwork', provider]]) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const accountRow = async (id: string) =>
  (await server.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('accounts', () => {
  it('lists the networks this server offers', async () => {
    expect((await server.api('GET', '/api/networks')).status).toBe(401);
    const owner = await registerOwner(server);
    const reply = await server.api('GET', '/api/networks', { token: owner.token });
    expect(reply.body).toEqual([
      { socialMedia: 'testNetwork', displayName: 'Test Network', configured: true },
    ]);
  });

  it('disables, enables and removes an account', async () => {
    const owner = await registerOwner(server);
    const [account] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const path = `/api/accounts/${account!._id}`;
    const disabled = await server.api('PUT', path, { token: owner.token, body: { disabled: true } });
    expect(disabled.body).toMatchObject({ _id: account!._id, disabled: true });
    expect(
      (await server.api('PUT', path, { token: owner.token, body: { disabled: false } })).body.disabled,
    ).toBe(false);
    expect((await server.api('PUT', path, { token: owner.token, body: {} })).body.error.message).toBe(
      messages.accounts.disabledFlagRequired,
    );
    expect((await server.api('DELETE', path, { token: owner.token })).status).toBe(204);
    expect(
      (await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, { token: owner.token })).body,
    ).toEqual([]);
    expect((await server.api('DELETE', path, { token: owner.token })).status).toBe(404);
  });

  it("answers 404 for another team's calendar, account and connection", async () => {
    const owner = await registerOwner(server);
    const [account] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const attemptId = await connectAttempt(server, owner.token, owner.calendarId);
    const other = await registerOwner(server, 'Other');
    const as = { token: other.token };
    for (const path of ['/api/accounts', '/api/accounts/count', '/api/accounts/sync']) {
      expect((await server.api('GET', `${path}?calendarId=${owner.calendarId}`, as)).status).toBe(404);
    }
    expect(
      (await server.api('PUT', `/api/accounts/${account!._id}`, { ...as, body: { disabled: true } })).status,
    ).toBe(404);
    expect((await server.api('DELETE', `/api/accounts/${account!._id}`, as)).status).toBe(404);
    const connect = (body: object) => server.api('POST', '/api/accounts/connect', { ...as, body });
    expect((await connect({ calendarId: owner.calendarId, socialMedia: 'testNetwork' })).status).toBe(404);
    const foreignReconnect = {
      calendarId: other.calendarId,
      socialMedia: 'testNetwork',
      reconnectAccountId: account!._id,
    };
    expect((await connect(foreignReconnect)).status).toBe(404);
    expect((await server.api('GET', `/api/accounts/connect/${attemptId}`, as)).status).toBe(404);
    const choose = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
      ...as,
      body: { externalIds: ['u_1'] },
    });
    expect(choose.status).toBe(404);
    // Nor may a teammate finish the owner's connection.
    const admin = await addMember(server, owner.token, 'admin', []);
    expect(
      (await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('lets a viewer see the accounts but not connect, disable or remove them', async () => {
    const owner = await registerOwner(server);
    const [account] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const as = { token: viewer.token };
    expect((await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, as)).body).toHaveLength(
      1,
    );
    const connect = await server.api('POST', '/api/accounts/connect', {
      ...as,
      body: { calendarId: owner.calendarId, socialMedia: 'testNetwork' },
    });
    expect(connect.status).toBe(403);
    expect(connect.body.error).toMatchObject({ code: 'FORBIDDEN', message: messages.errors.forbidden });
    expect(
      (await server.api('PUT', `/api/accounts/${account!._id}`, { ...as, body: { disabled: true } })).status,
    ).toBe(403);
    expect((await server.api('DELETE', `/api/accounts/${account!._id}`, as)).status).toBe(403);

    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    expect((await connectAccounts(server, editor.token, owner.calendarId, ['p_1']))[0]).toMatchObject({
      name: 'Test Page One',
    });
  });

  it("refuses new accounts past the plan's socialMediaAccounts limit, across the team's calendars", async () => {
    const owner = await registerOwner(server);
    const second = await server.api('POST', '/api/calendars', {
      token: owner.token,
      body: { name: 'Second' },
    });
    // The basicnew trial allows 15: 14 are connected in the other calendar.
    await server.database.db.insert(accounts).values(
      Array.from({ length: 14 }, (_, index) => ({
        calendarId: second.body._id,
        socialMedia: 'testNetwork' as const,
        name: `Account ${index}`,
        externalId: `x_${index}`,
      })),
    );
    const attemptId = await connectAttempt(server, owner.token, owner.calendarId);
    const choose = (externalIds: string[]) =>
      server.api('POST', `/api/accounts/connect/${attemptId}`, { token: owner.token, body: { externalIds } });
    const refused = await choose(['u_1', 'p_1']);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: messages.upgrade.limitExceed(15, 'social accounts'),
    });
    // Refused, the choice can be made again with fewer.
    expect((await choose(['u_1'])).status).toBe(201);
    // Renewing an account already connected adds none.
    const renewed = await server.api(
      'POST',
      `/api/accounts/connect/${await connectAttempt(server, owner.token, owner.calendarId)}`,
      {
        token: owner.token,
        body: { externalIds: ['u_1'] },
      },
    );
    expect(renewed.status).toBe(201);
  });
});

describe('sync', () => {
  it('renews tokens about to expire and leaves tokens that do not expire', async () => {
    const owner = await registerOwner(server);
    const [profile, page] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1', 'p_1']);
    const [profileBefore, pageBefore] = [await accountRow(profile!._id), await accountRow(page!._id)];
    const reply = await server.api('GET', `/api/accounts/sync?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.map((account: any) => account.tokenExpired)).toEqual([false, false]);
    const [profileAfter, pageAfter] = [await accountRow(profile!._id), await accountRow(page!._id)];
    const decrypt = (value: string | null) => server.cipher.decrypt(value ?? '');
    expect(decrypt(profileAfter.refreshTokenEncrypted)).not.toBe(
      decrypt(profileBefore.refreshTokenEncrypted),
    );
    expect(profileAfter.tokenExpiresAt!.getTime()).toBeGreaterThanOrEqual(
      profileBefore.tokenExpiresAt!.getTime(),
    );
    expect(pageAfter.accessTokenEncrypted).toBe(pageBefore.accessTokenEncrypted);
  });

  it('marks an account the network has revoked as tokenExpired', async () => {
    const owner = await registerOwner(server);
    const [profile] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    await fake.revokeUser('u_1');
    const reply = await server.api('GET', `/api/accounts/sync?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(reply.body).toEqual([expect.objectContaining({ _id: profile!._id, tokenExpired: true })]);
    expect((await server.api('GET', '/api/calendars', { token: owner.token })).body[0].showReconnect).toBe(
      true,
    );
  });

  it('leaves accounts as they were when the network is down', async () => {
    const owner = await registerOwner(server);
    const [profile] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const before = await accountRow(profile!._id);
    await fake.script([{ status: 503 }], 'POST /oauth/token');
    const reply = await server.api('GET', `/api/accounts/sync?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(reply.body[0].tokenExpired).toBe(false);
    expect((await accountRow(profile!._id)).refreshTokenEncrypted).toBe(before.refreshTokenEncrypted);
  });
});

describe('account tokens for the engine', () => {
  it('loads an account with tokens that publish, and marks it expired', async () => {
    const owner = await registerOwner(server);
    const [profile] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const { db } = server.database;
    const loaded = await loadAccountForPublishing(db, server.cipher, profile!._id);
    expect(loaded).toMatchObject({
      calendarId: owner.calendarId,
      socialMedia: 'testNetwork',
      externalId: 'u_1',
    });
    const sent = await provider.publish({
      idempotencyKey: `engine-${profile!._id}`,
      sendAt: new Date(),
      account: { externalId: loaded!.externalId, type: loaded!.type, metadata: loaded!.metadata },
      tokens: loaded!.tokens!,
      content: {
        message: 'From the engine',
        title: '',
        images: [],
        video: null,
        callToAction: null,
        options: {},
        extra: {},
      },
    });
    expect(sent.externalId).toMatch(/^post_/);
    await markAccountTokenExpired(db, profile!._id, new Date());
    expect((await loadAccountForPublishing(db, server.cipher, profile!._id))?.tokenExpired).toBe(true);
    expect(
      await loadAccountForPublishing(db, server.cipher, '00000000-0000-0000-0000-000000000000'),
    ).toBeNull();
  });

  it('survives two refreshes of one account at once (refresh tokens work once)', async () => {
    const owner = await registerOwner(server);
    const [profile] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const deps = { db: server.database.db, cipher: server.cipher, now: () => new Date(), graceMs: 300 };
    const [first, second] = await Promise.all([
      refreshAccountTokens(deps, provider, profile!._id),
      refreshAccountTokens(deps, provider, profile!._id),
    ]);
    expect(first?.accessToken).toBeTruthy();
    expect(second?.accessToken).toBeTruthy();
    const stored = await loadAccountForPublishing(server.database.db, server.cipher, profile!._id);
    expect(stored?.tokenExpired).toBe(false);
    await expect(provider.refresh(stored!.tokens!)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });
});
