import { randomBytes } from 'node:crypto';
import { connectAccounts, connectAttempt } from '../connect-helpers';
import { addMember } from '../harness';
import { png, putBytes, startUpload } from '../media/media-helpers';
import { campaignBody, created, postBody } from '../team-world';
import type { MatrixWorld } from './matrix-world';

/** Words no other text shares, so the similarity checks never hold a request back. */
export const freshText = () => Array.from({ length: 4 }, () => randomBytes(4).toString('hex')).join(' ');

/** A path and query of one of our links (they name PUBLIC_URL, kairos.test, in tests). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const ownerToken = (world: MatrixWorld) => world.team.owner.token;

/** A library post in calendar A's first category ("choose some categories"). */
export const libraryBody = (world: MatrixWorld) => ({
  calendarId: world.team.calendarId,
  message: freshText(),
  categories: [world.team.categoryIds[0]],
});

async function ticket(world: MatrixWorld, size = 100) {
  const reply = await startUpload(world.server, ownerToken(world), {
    calendarId: world.team.calendarId,
    fileName: 'spare.png',
    mimeType: 'image/png',
    size,
  });
  if (reply.status !== 201) throw new Error(`upload ticket: ${JSON.stringify(reply.body)}`);
  return reply.body as { uploadId: string; uploadUrl: string; headers: object };
}

/** Things a request may use up, each made by the owner in calendar A. */
export const spares = {
  post: (world: MatrixWorld) =>
    world.spare(
      'post',
      async () =>
        (
          await created(
            world.server,
            ownerToken(world),
            '/api/posts',
            postBody(world.server, world.team, freshText()),
          )
        )._id,
    ),
  category: (world: MatrixWorld) =>
    world.spare(
      'category',
      async () =>
        (
          await created(world.server, ownerToken(world), '/api/categories', {
            calendarId: world.team.calendarId,
            title: freshText(),
          })
        )._id,
    ),
  libraryPost: (world: MatrixWorld) =>
    world.spare(
      'libraryPost',
      async () =>
        (await created(world.server, ownerToken(world), '/api/library-posts', libraryBody(world)))._id,
    ),
  campaign: (world: MatrixWorld) =>
    world.spare('campaign', async () => {
      const body = campaignBody(world.server, world.team, freshText(), 40 + world.unique());
      return (await created(world.server, ownerToken(world), '/api/campaigns', body))._id;
    }),
  account: (world: MatrixWorld) =>
    world.spare('account', async () => {
      const [account] = await connectAccounts(world.server, ownerToken(world), world.team.calendarId, [
        'p_2',
      ]);
      return account!._id;
    }),
  /** A calendar the members of calendar A see as well, so that it answers them as A would. */
  calendar: (world: MatrixWorld) =>
    world.spare('calendar', async () => {
      const calendar = (await created(world.server, ownerToken(world), '/api/calendars', { name: 'Spare' }))
        ._id;
      for (const actor of world.actors.filter(
        (candidate) => candidate.role === 'editor' || candidate.role === 'viewer',
      )) {
        if (!actor.access.calendars.includes(world.team.calendarId)) continue;
        const calendars = [...actor.access.calendars, calendar];
        const reply = await world.server.api('PUT', `/api/team/members/${actor.userId}`, {
          token: ownerToken(world),
          body: { calendars },
        });
        if (reply.status !== 200)
          throw new Error(`granting the spare calendar: ${JSON.stringify(reply.body)}`);
      }
      return calendar;
    }),
  member: (world: MatrixWorld) =>
    world.spare('member', async () => (await addMember(world.server, ownerToken(world), 'viewer', [])).id),
  /** An invitation nobody accepted yet. */
  invitation: (world: MatrixWorld) =>
    world.spare('invitation', async () => {
      const invited = await world.server.api('POST', '/api/team/members', {
        token: ownerToken(world),
        body: { email: `spare-${world.unique()}@example.com`, role: 'viewer', calendars: [] },
      });
      if (invited.status !== 201) throw new Error(`spare invitation: ${JSON.stringify(invited.body)}`);
      return invited.body._id as string;
    }),
  connectAttempt: (world: MatrixWorld) =>
    world.spare('connectAttempt', () =>
      connectAttempt(world.server, ownerToken(world), world.team.calendarId),
    ),
  /** An upload started but never sent: what the composer's Cancel deletes. */
  pendingUpload: (world: MatrixWorld) =>
    world.spare('pendingUpload', async () => (await ticket(world)).uploadId),
  /** An upload whose bytes arrived, waiting for complete. */
  sentUpload: (world: MatrixWorld) =>
    world.spare('sentUpload', async () => {
      const bytes = await png(320, 240);
      const started = await ticket(world, bytes.length);
      const put = await putBytes(world.server, started, bytes);
      if (put.status !== 204) throw new Error(`PUT bytes: ${put.status}`);
      return started.uploadId;
    }),
  /** The signed URL to PUT an upload's bytes to. */
  uploadUrl: (world: MatrixWorld) =>
    world.spare('uploadUrl', async () => pathOf((await ticket(world, 50)).uploadUrl)),
};
