import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, notifications, publishTargets } from '../src/db/schema';
import { loadAccountForPublishing } from '../src/modules/accounts/account-tokens';
import { renewAccount, type KeeperDeps } from '../src/modules/token-keeper/renew-account';
import {
  prepareTokenRenewQueue,
  queueRenewals,
  startTokenKeeper,
  type TokenKeeper,
} from '../src/modules/token-keeper/start-token-keeper';
import type { Provider } from '../src/providers/provider';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startEngineWorld, type EngineWorld } from './engine-harness';

const day = 24 * 3600_000;
let world: EngineWorld | null = null;
const keepers: TokenKeeper[] = [];

afterEach(async () => {
  for (const keeper of keepers.splice(0)) await keeper.stop();
  await world?.close();
  world = null;
});

/** A world whose keepers run one round at start and then only when the test asks. */
async function start(): Promise<EngineWorld> {
  world = await startEngineWorld({ TOKEN_KEEPER_SECONDS: '3600' });
  return world;
}

/** The test network's provider, counting the refresh tokens it is asked to refresh with. */
function countingProvider(w: EngineWorld, refreshedWith: string[]): Provider {
  const provider = createTestNetworkProvider({ baseUrl: w.fake.url });
  return {
    ...provider,
    refresh: (tokens) => {
      refreshedWith.push(tokens.refreshToken ?? '');
      return provider.refresh(tokens);
    },
  };
}

function keeperDeps(
  w: EngineWorld,
  provider: Provider = createTestNetworkProvider({ baseUrl: w.fake.url }),
): KeeperDeps & { queue: NonNullable<EngineWorld['server']['queue']> } {
  if (!w.server.queue) throw new Error('no queue');
  return {
    db: w.server.database.db,
    queue: w.server.queue,
    // A provider like the engine's, on the same fake network.
    providers: new Map([['testNetwork', provider]]),
    cipher: w.server.cipher,
    config: w.server.config,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
  };
}

async function startKeeper(w: EngineWorld, provider?: Provider): Promise<TokenKeeper> {
  const keeper = await startTokenKeeper(keeperDeps(w, provider));
  keepers.push(keeper);
  return keeper;
}

const row = async (w: EngineWorld, id: string) =>
  (await w.server.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

const tokensOf = async (w: EngineWorld, id: string) =>
  (await loadAccountForPublishing(w.server.database.db, w.server.cipher, id))!.tokens!;

async function setExpiry(w: EngineWorld, ids: string[], expiresAt: Date, extra: object = {}) {
  await w.server.database.db
    .update(accounts)
    .set({ tokenExpiresAt: expiresAt, ...extra })
    .where(inArray(accounts.id, ids));
}

const renewed = (w: EngineWorld, id: string, before: string | null) =>
  w.waitFor(
    () => row(w, id),
    (current) => current.accessTokenEncrypted !== before || current.tokenExpired,
  );

describe('token keeper', { timeout: 90_000 }, () => {
  it('renews long-lived tokens in the window and idle short-lived ones, and the next send uses them', async () => {
    const w = await start();
    const [soon, idle, later, short, disabled, expired] = await w.connectAccounts(6);
    const now = Date.now();
    // A long-lived token with 3 days left, and a short-lived one expired 8 days ago: both due.
    await setExpiry(w, [soon!], new Date(now + 3 * day));
    await setExpiry(w, [idle!], new Date(now - 8 * day));
    // Not due: 20 days left; a short-lived token with no post due; disabled; already expired.
    await setExpiry(w, [later!], new Date(now + 20 * day));
    await setExpiry(w, [short!], new Date(now + 20 * 60_000));
    await setExpiry(w, [disabled!], new Date(now + 3 * day), { disabled: true });
    await setExpiry(w, [expired!], new Date(now + 3 * day), { tokenExpired: true });
    const untouched = [later!, short!, disabled!, expired!];
    const before = new Map(
      await Promise.all([soon!, idle!, ...untouched].map(async (id) => [id, await row(w, id)] as const)),
    );
    const old = await tokensOf(w, soon!);

    const keeper = await startKeeper(w);
    for (const id of [soon!, idle!]) {
      const after = await renewed(w, id, before.get(id)!.accessTokenEncrypted);
      expect(after.tokenExpired).toBe(false);
      expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
      expect(after.tokenExpiresAt!.getTime()).toBeLessThan(Date.now() + 3 * 3600_000);
      expect(after.refreshTokenEncrypted).not.toBe(before.get(id)!.refreshTokenEncrypted);
    }
    const fresh = await tokensOf(w, soon!);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    // Stored encrypted.
    const stored = await row(w, soon!);
    expect(stored.accessTokenEncrypted).not.toContain(fresh.accessToken);
    expect(stored.refreshTokenEncrypted).not.toContain(fresh.refreshToken!);

    // Nothing else was touched, and a second round hands out nothing.
    expect(await keeper.round()).toBe(0);
    for (const id of untouched) expect(await row(w, id)).toEqual(before.get(id));

    // The old access token no longer works: the send goes through only with the renewed one.
    await w.fake.revokeToken(old.accessToken);
    await w.startWorker();
    const post = await w.post([soon!], { message: 'After the renewal' });
    const states = await w.waitFor(
      () => w.targetStates(post._id),
      (s) => s.every((state) => state === 'published'),
    );
    expect(states).toEqual(['published']);
    expect((await w.fake.posts()).map((p) => p.text)).toContain('After the renewal');
    // The engine did not need to refresh again: it sent with the keeper's tokens.
    expect(await tokensOf(w, soon!)).toEqual(fresh);
  });

  it('renews a short-lived token ahead of a post due soon, and leaves the one without a post', async () => {
    const w = await start();
    const [withPost, withoutPost] = await w.connectAccounts(2);
    const quarter = 15 * 60_000;
    const later = new Date(Math.ceil((Date.now() + 3600_000) / quarter) * quarter);
    const post = await w.post([withPost!], { at: later });
    // The post is due in 20 minutes; both tokens expire in 10.
    await w.server.database.db
      .update(publishTargets)
      .set({ dueAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(publishTargets.postId, post._id));
    await setExpiry(w, [withPost!, withoutPost!], new Date(Date.now() + 10 * 60_000));
    const before = await row(w, withPost!);
    const lone = await row(w, withoutPost!);

    const keeper = await startKeeper(w);
    const after = await renewed(w, withPost!, before.accessTokenEncrypted);
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect(await keeper.round()).toBe(0);
    expect(await row(w, withoutPost!)).toEqual(lone);
    expect(await w.targetStates(post._id)).toEqual(['scheduled']);
  });

  it('marks an account whose renewal is refused tokenExpired and tells its users once', async () => {
    const w = await start();
    const [refused] = await w.connectAccounts(1);
    await setExpiry(w, [refused!], new Date(Date.now() + 3 * day));
    await w.fake.revokeToken((await tokensOf(w, refused!)).refreshToken!);
    const before = await row(w, refused!);

    const keeper = await startKeeper(w);
    const after = await renewed(w, refused!, before.accessTokenEncrypted);
    expect(after.tokenExpired).toBe(true);
    expect(after.accessTokenEncrypted).toBe(before.accessTokenEncrypted);

    const reply = await w.server.api('GET', '/api/notifications', { token: w.owner.token });
    expect(reply.status).toBe(200);
    const notices = reply.body.items as Array<{
      message: string;
      needToReconnect: boolean;
      postId: string | null;
    }>;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ needToReconnect: true, postId: null });
    expect(notices[0]!.message).toContain(`<b>${after.name}</b> on Test Network`);
    expect(notices[0]!.message).toContain(
      `Please reconnect your social media account on the <a href="/${w.owner.calendarId}/settings">Settings page</a>.`,
    );
    const calendars = await w.server.api('GET', '/api/calendars', { token: w.owner.token });
    expect(calendars.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: w.owner.calendarId, showReconnect: true })]),
    );

    // The account is left alone from now on: no second refusal, no second notice.
    expect(await keeper.round()).toBe(0);
    expect(await w.server.database.db.select().from(notifications)).toHaveLength(1);
  });

  it('leaves an account as it was when the network is down, and renews it next round', async () => {
    const w = await start();
    const [account] = await w.connectAccounts(1);
    await setExpiry(w, [account!], new Date(Date.now() + 3 * day));
    const before = await row(w, account!);
    const deps = keeperDeps(w);
    await prepareTokenRenewQueue(deps.queue);

    await w.fake.script([{ status: 503 }], 'POST /oauth/token');
    expect(await renewAccount(deps, account!)).toBe('failed');
    await w.fake.script([{ status: 500 }], 'POST /oauth/token');
    expect(await renewAccount(deps, account!)).toBe('failed');
    expect(await row(w, account!)).toEqual(before);
    expect(await w.server.database.db.select().from(notifications)).toEqual([]);

    // The next round hands it out again, and this time the network answers.
    await prepareTokenRenewQueue(deps.queue);
    expect(await queueRenewals(deps)).toBe(1);
    await startKeeper(w);
    const after = await renewed(w, account!, before.accessTokenEncrypted);
    expect(after.tokenExpired).toBe(false);
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
  });

  it('refreshes each account once when two keepers run at once', async () => {
    const w = await start();
    const ids = await w.connectAccounts(4);
    await setExpiry(w, ids, new Date(Date.now() + 3 * day));
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await row(w, id)] as const)));
    const issuedBefore = (await w.fake.issuedTokens()).length;
    const initialRefresh = await Promise.all(ids.map(async (id) => (await tokensOf(w, id)).refreshToken!));
    // Slow token answers, so that the two keepers' rounds overlap the refreshes.
    await w.fake.setLatency(400);

    const refreshedWith: string[] = [];
    // Two workers' rounds find the same accounts: each account is queued once.
    const deps = keeperDeps(w);
    await prepareTokenRenewQueue(deps.queue);
    expect(await Promise.all([queueRenewals(deps), queueRenewals(deps)])).toEqual(
      expect.arrayContaining([ids.length, 0]),
    );
    expect(await queueRenewals(deps)).toBe(0);
    const [first, second] = await Promise.all([
      startKeeper(w, countingProvider(w, refreshedWith)),
      startKeeper(w, countingProvider(w, refreshedWith)),
    ]);
    // Rounds while the refreshes run hand out nothing either.
    await w.waitFor(
      async () => refreshedWith.length,
      (count) => count > 0,
    );
    expect(await Promise.all([first.round(), second.round()])).toEqual([0, 0]);
    for (const id of ids) await renewed(w, id, before.get(id)!.accessTokenEncrypted);
    // After them, a round finds nothing due.
    expect(await Promise.all([first.round(), second.round()])).toEqual([0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    // One refresh per account: asked once each, and each minted one access and one refresh token.
    expect([...refreshedWith].sort()).toEqual([...initialRefresh].sort());
    expect((await w.fake.issuedTokens()).length - issuedBefore).toBe(2 * ids.length);
    for (const id of ids) {
      const after = await row(w, id);
      expect(after.tokenExpired).toBe(false);
      // The stored refresh token is the live one: it refreshes.
      expect(after.refreshTokenEncrypted).not.toBe(before.get(id)!.refreshTokenEncrypted);
    }
    await w.fake.setLatency(0);
    const provider = createTestNetworkProvider({ baseUrl: w.fake.url });
    for (const id of ids) await expect(provider.refresh(await tokensOf(w, id))).resolves.toBeTruthy();
  });
});
