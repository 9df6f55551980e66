import { randomBytes } from 'node:crypto';
import { notifications } from '../src/db/schema';
import { hashToken, newToken } from '../src/modules/session/tokens';
import { insertSession } from '../src/modules/session/session-repository';
import { connectAccounts, connectAttempt } from './connect-helpers';
import { registerOwner, type TestServer } from './harness';
import { png, upload } from './media/media-helpers';

/**
 * A team with one of everything in its calendar: accounts of the test network, categories, library
 * posts, media, a draft and a scheduled post, a campaign, a notification and a connect attempt. The
 * fuzz and the authorization matrix aim their requests at these, so they reach past "not found".
 * The server needs the test network's provider and a MEDIA_DIR.
 */
export interface TeamWorld {
  owner: Awaited<ReturnType<typeof registerOwner>>;
  calendarId: string;
  accountIds: string[];
  categoryIds: string[];
  libraryPostIds: string[];
  media: Array<{ id: string; url: string }>;
  postIds: string[];
  campaignIds: string[];
  notificationIds: string[];
  connectAttemptId: string;
  /** Words that only this team's data holds: no other team's reply may ever contain one. */
  canaries: string[];
}

const dayMs = 24 * 3600 * 1000;
export const dayAfter = (server: TestServer, days: number) =>
  new Date(server.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

export async function created<T = { _id: string }>(
  server: TestServer,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const reply = await server.api('POST', path, { token, body });
  if (reply.status !== 201) throw new Error(`POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** A session for a user without logging in (the login limit must not decide what a test can do). */
export async function mintSession(server: TestServer, userId: string): Promise<string> {
  const token = newToken();
  await insertSession(server.database.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(server.clock.now().getTime() + 30 * dayMs),
    ip: null,
    userAgent: 'test',
  });
  return token;
}

/** A post to the world's first account with its first image, scheduled `days` from now. */
export function postBody(server: TestServer, world: TeamWorld, message: string, days = 5, draft = false) {
  const image = world.media[0]!;
  return {
    message,
    calendarId: world.calendarId,
    accountIds: world.accountIds.slice(0, 1),
    draft,
    timing: { mode: 'schedule', date: dayAfter(server, days), time: '09:00' },
    images: [{ url: image.url, mediaId: image.id, mimeType: 'image/png', width: 640, height: 480 }],
  };
}

export async function addPost(
  server: TestServer,
  world: TeamWorld,
  token: string,
  message: string,
  draft = false,
) {
  return (await created(server, token, '/api/posts', postBody(server, world, message, 5, draft)))._id;
}

/** A campaign of one post from the first category to the first account, `days` from now. */
export function campaignBody(
  server: TestServer,
  world: Pick<TeamWorld, 'calendarId' | 'accountIds' | 'categoryIds'>,
  name: string,
  days = 3,
) {
  return {
    calendarId: world.calendarId,
    name,
    accountIds: world.accountIds.slice(0, 1),
    libraryCategories: [world.categoryIds[0]],
    patternSchedule: { selectionMode: 'single', weekDays: [] },
    dates: [dayAfter(server, days)],
    postFrequency: 1,
    postTime: ['10:00'],
  };
}

export async function buildTeamWorld(server: TestServer, label: string): Promise<TeamWorld> {
  const canary = `${label}${randomBytes(6).toString('hex')}`;
  const owner = await registerOwner(server, label);
  const { token, calendarId } = owner;
  const accountIds = (await connectAccounts(server, token, calendarId, ['u_1', 'p_1'])).map((a) => a._id);
  const categoryIds: string[] = [];
  for (const title of [`${canary} evergreen`, `${canary} tips`])
    categoryIds.push((await created(server, token, '/api/categories', { calendarId, title }))._id);
  const libraryPostIds: string[] = [];
  for (const [index, words] of [
    'amber bison cobalt',
    'dahlia ember falcon',
    'glacier harbor iris',
  ].entries()) {
    const libraryPost = await created(server, token, '/api/library-posts', {
      calendarId,
      message: `${words} ${canary} ${index}`,
      categories: [categoryIds[0]],
    });
    libraryPostIds.push(libraryPost._id);
  }
  const media: TeamWorld['media'] = [];
  for (const width of [640, 800]) {
    const uploaded = await upload(server, token, calendarId, {
      name: 'photo.png',
      type: 'image/png',
      bytes: await png(width),
    });
    if (uploaded.status !== 200)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    media.push({ id: uploaded.body._id, url: uploaded.body.url });
  }
  const world: TeamWorld = {
    owner,
    calendarId,
    accountIds,
    categoryIds,
    libraryPostIds,
    media,
    postIds: [],
    campaignIds: [],
    notificationIds: [],
    connectAttemptId: await connectAttempt(server, token, calendarId),
    canaries: [canary],
  };
  world.postIds.push(await addPost(server, world, token, `kestrel lagoon ${canary} scheduled`));
  world.postIds.push(await addPost(server, world, token, `meadow nutmeg ${canary} draft`, true));
  const campaign = await created(
    server,
    token,
    '/api/campaigns',
    campaignBody(server, world, `${canary} campaign`),
  );
  world.campaignIds.push(campaign._id);
  const [notice] = await server.database.db
    .insert(notifications)
    .values({
      userId: owner.user._id,
      calendarId,
      postId: world.postIds[0],
      message: `${canary} was published`,
    })
    .returning({ id: notifications.id });
  world.notificationIds.push(notice!.id);
  return world;
}
