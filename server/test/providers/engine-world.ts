import pino from 'pino';
import { expect } from 'vitest';
import { newWorkerId, startPublishing } from '../../src/modules/publishing/start-publishing';
import type { ProviderRegistry } from '../../src/providers/provider';
import { callback, throughNetwork } from '../connect-helpers';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';
import { registerOwner, startTestServer, type TestServer } from '../harness';

export type EngineOwner = Awaited<ReturnType<typeof registerOwner>>;

/**
 * The real API and one publishing worker on the given providers, with short claims and sweeps, and an
 * owner to connect accounts and post as: what each network's engine test runs against.
 */
export async function startEngineWorld(
  providers: ProviderRegistry,
  ownerName: string,
  env: Record<string, string> = {},
) {
  const server = await startTestServer({
    queue: true,
    providers,
    env: { PUBLISH_CLAIM_SECONDS: '2', PUBLISH_SWEEP_SECONDS: '1', ...env },
  });
  const owner = await registerOwner(server, ownerName);
  // Every network and carousel is in the top current plan; a trial lacks several (decision 0101).
  await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
  const worker = await startPublishing({
    db: server.database.db,
    queue: server.queue!,
    providers,
    cipher: server.cipher,
    config: server.config,
    mailer: { send: async () => undefined },
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    workerId: newWorkerId(),
  });
  return { server, owner, worker };
}

/** Connects through the API and the network's authorize page; answers the candidates and the chosen accounts. */
export async function connectThroughApi(
  server: TestServer,
  owner: EngineOwner,
  socialMedia: string,
  choose: (externalIds: string[]) => string[],
  connection?: string,
) {
  const body = { calendarId: owner.calendarId, socialMedia, ...(connection ? { connection } : {}) };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  expect(settings.searchParams.get('connectError')).toBeNull();
  const attemptId = settings.searchParams.get('connect')!;
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const offered: string[] = attempt.body.candidates.map(
    (candidate: { externalId: string }) => candidate.externalId,
  );
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds: choose(offered) },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return { offered, accounts: chosen.body as Array<{ _id: string; name: string; type: string }> };
}

/** Mastodon's OAuth on the server the user names; answers the account's id. */
export async function connectMastodon(server: TestServer, owner: EngineOwner, instance: string) {
  const body = { calendarId: owner.calendarId, socialMedia: 'mastodon', instance };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  return chooseAll(server, owner, settings.searchParams.get('connect')!);
}

/** Bluesky's app-password connection; answers the account's id. */
export async function connectBluesky(server: TestServer, owner: EngineOwner, fake: { appPassword: string }) {
  const reply = await server.api('POST', '/api/accounts/connect/credentials', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      socialMedia: 'bluesky',
      identifier: 'kairos.bsky.social',
      password: fake.appPassword,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return chooseAll(server, owner, reply.body.attemptId);
}

async function chooseAll(server: TestServer, owner: EngineOwner, attemptId: string): Promise<string> {
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const externalIds = attempt.body.candidates.map(
    (candidate: { externalId: string }) => candidate.externalId,
  );
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return chosen.body[0]._id;
}

/** Posts now to one account and waits until its target is settled; answers the post's id and target. */
export async function postAndSettle(
  server: TestServer,
  owner: EngineOwner,
  accountId: string,
  body: Record<string, unknown>,
) {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, accountIds: [accountId], timing: { mode: 'now' }, ...body },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${reply.body._id}`, { token: owner.token });
    const [target] = view.body.targets as Array<{ state: string; error: string | null; parts: unknown[] }>;
    if (!['scheduled', 'publishing'].includes(target!.state) || Date.now() > deadline)
      return { postId: reply.body._id as string, target: target! };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
