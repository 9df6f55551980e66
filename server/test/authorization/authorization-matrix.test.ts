import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestServer, type TestServer } from '../harness';
import { mediaEnv } from '../media/media-helpers';
import { expectedOutcome, outcomeOf, type Observed, type Outcome } from './expected-outcome';
import { liveRoutes, routeShape } from './live-routes';
import { spares } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';
import { matrix } from './matrix-table';
import { buildMatrixWorld, type MatrixActor, type MatrixWorld } from './matrix-world';
import { metricsToken } from './matrix-team-routes';

/**
 * Issue 14: every route × owner, admin, editor, viewer, a member without calendar A, another
 * team's owner and no session, against what core's permission rules say. The matrix is a table
 * keyed by route; a route the server answers without an entry fails the first test.
 */
let fake: TestNetworkServer;
let server: TestServer;
let world: MatrixWorld;

beforeAll(async () => {
  fake = await startTestNetwork();
  server = await startTestServer({
    queue: true,
    env: { ...mediaEnv(), METRICS_TOKEN: metricsToken },
    providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: fake.url })]]),
  });
  world = await buildMatrixWorld(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function ask(entry: MatrixEntry, method: string, actor: MatrixActor) {
  const request = await entry.request(world);
  const token = entry.token ? await entry.token(world, actor) : actor.token;
  const reply = await server.api(method, request.path, {
    token: token ?? undefined,
    body: request.body,
    headers: request.headers,
  });
  world.settle(reply.status >= 200 && reply.status < 400);
  return { status: reply.status, text: JSON.stringify(reply.body) };
}

describe('the authorization matrix', () => {
  it('has an entry for every route the server answers, and no other', () => {
    const live = liveRoutes(server.app).map(routeShape);
    const inMatrix = Object.keys(matrix).map(routeShape).sort();
    expect(
      live.filter((route) => !inMatrix.includes(route)),
      'routes without an entry in the matrix',
    ).toEqual([]);
    expect(
      inMatrix.filter((route) => !live.includes(route)),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  it.each(Object.entries(matrix))('%s', async (key, entry) => {
    const method = key.split(' ')[0]!;
    const got: Record<string, Observed> = {};
    const wanted: Record<string, Outcome> = {};
    for (const actor of world.actors) {
      const reply = await ask(entry, method, actor);
      got[actor.name] = outcomeOf(reply.status, entry.allowedStatus);
      wanted[actor.name] = expectedOutcome(entry.rule, actor, world.team.calendarId);
      // Nothing of calendar A reaches anyone who cannot see it, whatever the status.
      if (actor.name === 'stranger' || actor.name === 'outsider') {
        for (const canary of world.team.canaries)
          expect(reply.text, `${key} as ${actor.name}`).not.toContain(canary);
      }
    }
    expect(got, `${key} (${entry.rule})`).toEqual(wanted);
  });

  it("deletes on the composer's Cancel only uploads the caller may edit", async () => {
    for (const actor of world.actors.filter((candidate) => candidate.token !== null)) {
      const upload = await spares.pendingUpload(world);
      const reply = await server.api('POST', '/api/media/temporary-delete', {
        token: actor.token!,
        body: { files: [upload] },
      });
      const mayEdit = expectedOutcome('edit', actor, world.team.calendarId) === 'allowed';
      world.settle(mayEdit);
      expect(reply.body.files, actor.name).toEqual(mayEdit ? [upload] : []);
    }
  });
});
