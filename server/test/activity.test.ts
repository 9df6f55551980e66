import { activityRetentionDays, type ActivityEntry } from '@kairos/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeActivity, recordActivity } from '../src/modules/activity/activity-repository';
import { connectAccounts } from './connect-helpers';
import { startEngineWorld, type EngineWorld } from './engine-harness';
import { addMember, allPages } from './harness';

/** Issue 18's audit list: each action leaves one entry, owners and admins read it, 90 days kept. */
let world: EngineWorld;
let admin: Awaited<ReturnType<typeof addMember>>;
let editor: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  world = await startEngineWorld();
  await world.startWorker();
  admin = await addMember(world.server, world.owner.token, 'admin', []);
  editor = await addMember(world.server, world.owner.token, 'editor', [world.owner.calendarId]);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const api = (method: string, path: string, token: string, body?: unknown) =>
  world.server.api(method, path, { token, body });

const summary = (entry: ActivityEntry) => [entry.action, entry.actorName, entry.subject];

describe('the activity list', () => {
  it('has an entry for each post, account and member action, newest first', async () => {
    const { server, owner } = world;
    const calendarId = owner.calendarId;
    const before = await allPages<ActivityEntry>(server, '/api/activity', owner.token);

    const [account] = await connectAccounts(server, owner.token, calendarId, ['p_1']);
    const draft = await api('POST', '/api/posts', editor.token, {
      message: 'Draft about autumn',
      calendarId,
      draft: true,
      timing: { mode: 'now' },
    });
    expect(draft.status).toBe(201);
    const edited = await api('PUT', `/api/posts/${draft.body._id}`, editor.token, {
      message: 'Draft about winter',
      calendarId,
      draft: true,
      timing: { mode: 'now' },
    });
    expect(edited.status).toBe(200);
    expect((await api('DELETE', `/api/posts/${draft.body._id}`, editor.token)).status).toBe(204);
    const post = await world.post([account!._id], { message: 'Out today' });
    await world.waitFor(
      () => world.targetStates(post._id),
      (states) => states.every((state) => state === 'published'),
    );
    const changed = await api('PUT', `/api/team/members/${editor.id}`, owner.token, { role: 'viewer' });
    expect(changed.status).toBe(200);
    const invited = await api('POST', '/api/team/members', owner.token, {
      email: 'pat@example.com',
      role: 'editor',
      calendars: [calendarId],
    });
    expect((await api('DELETE', `/api/team/members/${invited.body._id}`, owner.token)).status).toBe(204);
    expect((await api('DELETE', `/api/accounts/${account!._id}`, owner.token)).status).toBe(204);

    const entries = await allPages<ActivityEntry>(server, '/api/activity', admin.token);
    const fresh = entries.slice(0, entries.length - before.length);
    const ownerName = owner.user.name as string;
    // An invited member is named after their e-mail until they choose a name.
    const editorName = editor.email.split('@')[0];
    expect(fresh.map(summary)).toEqual([
      ['account.removed', ownerName, 'Test Page One (Test Network)'],
      ['member.removed', ownerName, 'pat@example.com'],
      ['member.invited', ownerName, 'pat@example.com (editor)'],
      ['member.changed', ownerName, `${editor.email} (viewer)`],
      ['post.published', ownerName, 'Out today → Test Page One (Test Network)'],
      ['post.created', ownerName, 'Out today'],
      ['post.deleted', editorName, 'Draft about winter'],
      ['post.edited', editorName, 'Draft about winter'],
      ['post.created', editorName, 'Draft about autumn'],
      ['account.connected', ownerName, 'Test Page One (Test Network)'],
    ]);
    expect(fresh.find((entry) => entry.action === 'post.created')?.calendarId).toBe(calendarId);
    expect(fresh.find((entry) => entry.action === 'member.changed')?.calendarName).toBeNull();
  });

  it('pages by cursor, for owners and admins only', async () => {
    const { server, owner } = world;
    const all = await allPages<ActivityEntry>(server, '/api/activity', owner.token);
    const paged = await allPages<ActivityEntry>(server, '/api/activity?limit=3', owner.token);
    expect(paged.map((entry) => entry._id)).toEqual(all.map((entry) => entry._id));
    expect((await api('GET', '/api/activity', editor.token)).status).toBe(403);
    expect((await api('GET', '/api/activity?cursor=nonsense', owner.token)).status).toBe(422);
  });

  it(`keeps ${activityRetentionDays} days`, async () => {
    const { server, owner } = world;
    const db = server.database.db;
    const old = new Date(Date.now() - (activityRetentionDays + 1) * 24 * 3600_000);
    await recordActivity(db, [
      {
        action: 'post.created',
        actorId: null,
        subjectId: null,
        subject: 'From long ago',
        calendarId: owner.calendarId,
        at: old,
      },
    ]);
    const listed = await allPages<ActivityEntry>(server, '/api/activity', owner.token);
    expect(listed.map((entry) => entry.subject)).not.toContain('From long ago');
    const count = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as count from activity_entries where subject_label = 'From long ago'`,
        )) as { rows: unknown[] }
      ).rows;
    expect(await count()).toEqual([{ count: 1 }]);
    await purgeActivity(db, new Date(Date.now() - activityRetentionDays * 24 * 3600_000));
    expect(await count()).toEqual([{ count: 0 }]);
  });
});
