import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, connectAttempts } from '../src/db/schema';
import { startTestNetwork, type TestNetworkServer } from '../src/providers/test-network/server';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import {
  callback,
  connectAccounts,
  connectAttempt,
  hop,
  startConnect,
  throughNetwork,
} from './connect-helpers';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
let fake: TestNetworkServer;
beforeAll(async () => {
  fake = await startTestNetwork();
  const provider = createTestNetworkProvider({ baseUrl: fake.url });
  server = await startTestServer({ providers: new Map([['testNetwork', provider]]) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const settings = (calendarId: string, query: Record<string, string>) =>
  `http://kairos.test/${calendarId}/settings?${new URLSearchParams(query).toString()}`;

describe('connecting accounts', () => {
  it('sends the browser to the network with a state and an S256 code challenge, stored hashed and encrypted', async () => {
    const owner = await registerOwner(server);
    const authorizeUrl = await startConnect(server, owner.token, owner.calendarId);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.url}/oauth/authorize`);
    const state = authorizeUrl.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://kairos.test/api/accounts/connect/callback',
    );

    const [attempt] = await server.database.db
      .select()
      .from(connectAttempts)
      .where(eq(connectAttempts.calendarId, owner.calendarId));
    expect(attempt?.stateHash).not.toContain(state);
    expect(attempt?.codeVerifierEncrypted).toMatch(/^v1\./);
    expect(attempt!.expiresAt.getTime() - server.clock.now().getTime()).toBe(30 * 60_000);
  });

  it('connects the chosen profile and page, with tokens encrypted and never in a reply', async () => {
    const owner = await registerOwner(server);
    const back = await callback(
      await throughNetwork(server, await startConnect(server, owner.token, owner.calendarId)),
    );
    const attemptId = back.searchParams.get('connect') ?? '';
    expect(back.toString()).toBe(settings(owner.calendarId, { connect: attemptId }));

    const offered = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({
      _id: attemptId,
      calendarId: owner.calendarId,
      socialMedia: 'testNetwork',
    });
    expect(
      offered.body.candidates.map((candidate: any) => [
        candidate.externalId,
        candidate.type,
        candidate.connected,
      ]),
    ).toEqual([
      ['u_1', 'personal', false],
      ['p_1', 'page', false],
      ['p_2', 'page', false],
    ]);

    const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
      token: owner.token,
      body: { externalIds: ['u_1', 'p_1'] },
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toEqual([
      expect.objectContaining({
        socialMedia: 'testNetwork',
        type: 'personal',
        name: 'Test User',
        testNetworkId: 'u_1',
      }),
      expect.objectContaining({
        type: 'page',
        name: 'Test Page One',
        pageId: 'p_1',
        tokenExpired: false,
        disabled: false,
      }),
    ]);
    const listed = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(listed.body.map((account: any) => account.name)).toEqual(['Test Page One', 'Test User']);
    expect(listed.body.map((account: any) => account._id).sort()).toEqual(
      chosen.body.map((account: any) => account._id).sort(),
    );
    const counted = await server.api('GET', `/api/accounts/count?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(counted.body).toEqual({ count: 2 });

    const tokens = await fake.issuedTokens();
    const rows = await server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.calendarId, owner.calendarId));
    for (const row of rows) {
      expect(row.accessTokenEncrypted).toMatch(/^v1\./);
      for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
      expect(tokens).toContain(server.cipher.decrypt(row.accessTokenEncrypted ?? ''));
    }
    for (const reply of [offered, chosen, listed]) {
      for (const token of tokens) expect(JSON.stringify(reply.body)).not.toContain(token);
    }
    // Chosen: the attempt is gone, with the tokens of the page nobody chose.
    expect(
      (await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('renews an account chosen again instead of duplicating it', async () => {
    const owner = await registerOwner(server);
    const [first] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const attemptId = await connectAttempt(server, owner.token, owner.calendarId);
    const offered = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
    expect(offered.body.candidates[0]).toMatchObject({ externalId: 'u_1', connected: true });
    const again = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
      token: owner.token,
      body: { externalIds: ['u_1'] },
    });
    expect(again.body.map((account: any) => account._id)).toEqual([first!._id]);
    expect(
      (await server.api('GET', `/api/accounts/count?calendarId=${owner.calendarId}`, { token: owner.token }))
        .body,
    ).toEqual({
      count: 1,
    });
  });

  it('refuses an account the network did not offer', async () => {
    const owner = await registerOwner(server);
    const attemptId = await connectAttempt(server, owner.token, owner.calendarId);
    const reply = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
      token: owner.token,
      body: { externalIds: ['u_1', 'someone-else'] },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.accounts.unknownCandidate);
    const none = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
      token: owner.token,
      body: { externalIds: [] },
    });
    expect(none.body.error.message).toBe(messages.accounts.chooseOne);
  });

  it('answers 422 for a network this server has not configured', async () => {
    const owner = await registerOwner(server);
    const reply = await server.api('POST', '/api/accounts/connect', {
      token: owner.token,
      body: { calendarId: owner.calendarId, socialMedia: 'twitter' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.accounts.networkNotConfigured,
    });
  });
});

describe('the callback', () => {
  it('refuses a state used twice, and a state past its 30 minutes', async () => {
    const owner = await registerOwner(server);
    const callbackUrl = await throughNetwork(
      server,
      await startConnect(server, owner.token, owner.calendarId),
    );
    expect((await callback(callbackUrl)).searchParams.get('connect')).toBeTruthy();
    expect((await callback(callbackUrl)).toString()).toBe(
      settings(owner.calendarId, { connectError: messages.accounts.connectUsed }),
    );

    const late = await throughNetwork(server, await startConnect(server, owner.token, owner.calendarId));
    server.clock.advance(31 * 60_000);
    expect((await callback(late)).toString()).toBe(
      settings(owner.calendarId, { connectError: messages.accounts.connectExpired }),
    );
  });

  it('answers an unknown or missing state with 422 in the error model', async () => {
    for (const query of ['?state=forged&code=abc', '?code=abc', '']) {
      const reply = await server.api('GET', `/api/accounts/connect/callback${query}`);
      expect(reply.status).toBe(422);
      expect(reply.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: messages.accounts.connectInvalid,
      });
    }
  });

  it('sends the user back with the reason when the network refuses', async () => {
    const owner = await registerOwner(server);
    await fake.denyNextAuthorization();
    const denied = await callback(
      await throughNetwork(server, await startConnect(server, owner.token, owner.calendarId)),
    );
    expect(denied.toString()).toBe(
      settings(owner.calendarId, { connectError: messages.accounts.connectDenied }),
    );

    // A code the network does not know: the exchange fails with invalid_grant.
    const authorizeUrl = await startConnect(server, owner.token, owner.calendarId);
    const forged = `${server.baseUrl}/api/accounts/connect/callback?state=${authorizeUrl.searchParams.get('state')}&code=forged`;
    expect((await hop(forged)).location?.toString()).toBe(
      settings(owner.calendarId, { connectError: messages.accounts.connectFailed('Test Network') }),
    );
  });
});

describe('reconnecting', () => {
  it('gives the same account new tokens and clears tokenExpired', async () => {
    const owner = await registerOwner(server);
    const [account] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    const { db } = server.database;
    await db.update(accounts).set({ tokenExpired: true }).where(eq(accounts.id, account!._id));
    const [before] = await db.select().from(accounts).where(eq(accounts.id, account!._id));

    const authorizeUrl = await startConnect(server, owner.token, owner.calendarId, {
      reconnectAccountId: account!._id,
    });
    const back = await callback(await throughNetwork(server, authorizeUrl));
    expect(back.toString()).toBe(settings(owner.calendarId, { reconnected: account!._id }));
    const [after] = await db.select().from(accounts).where(eq(accounts.calendarId, owner.calendarId));
    expect(after).toMatchObject({ id: account!._id, tokenExpired: false });
    expect(server.cipher.decrypt(after!.accessTokenEncrypted!)).not.toBe(
      server.cipher.decrypt(before!.accessTokenEncrypted!),
    );
    const calendars = await server.api('GET', '/api/calendars', { token: owner.token });
    expect(calendars.body[0].showReconnect).toBe(false);
  });

  it('refuses a reconnect as a different profile and leaves the account expired', async () => {
    const owner = await registerOwner(server);
    const [account] = await connectAccounts(server, owner.token, owner.calendarId, ['u_1']);
    await server.database.db
      .update(accounts)
      .set({ tokenExpired: true })
      .where(eq(accounts.id, account!._id));
    await fake.addUser({ id: 'u_other', name: 'Someone Else' });
    await fake.authorizeAs('u_other');
    try {
      const authorizeUrl = await startConnect(server, owner.token, owner.calendarId, {
        reconnectAccountId: account!._id,
      });
      expect((await callback(await throughNetwork(server, authorizeUrl))).toString()).toBe(
        settings(owner.calendarId, { connectError: messages.accounts.reconnectOtherAccount('Test User') }),
      );
    } finally {
      await fake.authorizeAs('u_1');
    }
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, account!._id));
    expect(row?.tokenExpired).toBe(true);
  });
});
