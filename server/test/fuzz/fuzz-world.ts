import { addMember, type TestServer } from '../harness';
import { addPost, buildTeamWorld, mintSession, type TeamWorld } from '../team-world';
import { fuzzExamples, type Examples } from './fuzz-examples';
import type { Operation } from './openapi-operations';
import type { WorldValues } from './schema-arbitrary';

/**
 * What the fuzz aims at: the fuzzed team (with a spare of each deletable thing, so a DELETE hits
 * something real without emptying the world) and a second team whose ids are thrown in as well.
 */
export interface FuzzWorld {
  team: TeamWorld;
  other: TeamWorld;
  /** Values a field may take, by its name. */
  values: WorldValues;
  /** Ids for an operation's `{id}`: the resource its path names. */
  pathIds(operation: Operation): readonly string[];
  /** Working requests of an operation, for the fuzz to put one hostile value into. */
  examples: (key: string) => Examples;
  /** The session a request goes with: the owner's, or a fresh one for logging out. */
  sessionFor(operation: Operation): Promise<string>;
}

const fresh = (prefix: string, count: number, suffix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}-${Date.now().toString(36)}${suffix}`);

/** `accountIds` → `accountid`, `libraryCategories` → `librarycategory`: one key per kind of value. */
const valueKind = (fieldName: string) =>
  fieldName.toLowerCase().replace(/ids$/, 'id').replace(/ies$/, 'y').replace(/s$/, '');

/** The path's resource: `/api/library-posts/{id}` → `library-posts`, the connect attempts apart. */
const resourceOf = (path: string) =>
  path.startsWith('/api/accounts/connect/') ? 'connect' : (path.split('/')[2] ?? '');

export async function buildFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const team = await buildTeamWorld(server, 'Fuzzed');
  const other = await buildTeamWorld(server, 'Other');
  const token = team.owner.token;
  const spareCalendar = await server.api('POST', '/api/calendars', { token, body: { name: 'Spare' } });
  const members = [
    await addMember(server, token, 'editor', [team.calendarId]),
    await addMember(server, token, 'viewer', [team.calendarId]),
  ];
  const sparePost = await addPost(server, team, token, 'orchid pebble spare post');
  const both = <T>(pick: (world: TeamWorld) => T[]) => [...pick(team), ...pick(other)];

  const byKind: Record<string, readonly string[]> = {
    // The fuzzed team's calendar most often: it holds what the requests can reach.
    calendarid: [team.calendarId, team.calendarId, team.calendarId, spareCalendar.body._id, other.calendarId],
    calendar: [team.calendarId, spareCalendar.body._id, other.calendarId],
    accountid: both((w) => w.accountIds),
    reconnectaccountid: both((w) => w.accountIds),
    categoryid: both((w) => w.categoryIds),
    category: both((w) => w.categoryIds),
    librarycategory: both((w) => w.categoryIds),
    librarypostid: both((w) => w.libraryPostIds),
    campaignid: both((w) => w.campaignIds),
    postid: [...both((w) => w.postIds), sparePost],
    mediaid: both((w) => w.media.map((m) => m.id)),
    thumbnailmediaid: both((w) => w.media.map((m) => m.id)),
    file: both((w) => w.media.map((m) => m.id)),
    url: both((w) => w.media.map((m) => m.url)),
    jpegurl: both((w) => w.media.map((m) => m.url)),
    image: both((w) => w.media.map((m) => m.url)),
    thumbnail: both((w) => w.media.map((m) => m.url)),
    // Taken addresses (the register and invite checks) and new ones (to get past them).
    email: [team.owner.email, other.owner.email, members[0]!.email, ...fresh('fuzz', 7, '@example.com')],
    password: ['correct horse 42', 'another passphrase 7', 'short'],
    currentpassword: [team.owner.password, 'not the password 9'],
    mimetype: [
      'image/png',
      'image/jpeg',
      'image/gif',
      'video/mp4',
      'audio/mpeg',
      'application/pdf',
      'image/svg+xml',
      'text/html',
    ],
    filename: [
      'photo.png',
      'photo.jpg',
      'clip.mp4',
      'tone.mp3',
      'brochure.pdf',
      'drawing.svg',
      '../../etc/passwd.png',
    ],
    identifier: [team.owner.email],
    externalid: ['u_1', 'p_1', 'p_2'],
    timezone: ['Europe/Paris', 'America/New_York', 'Pacific/Kiritimati', 'Etc/GMT+12'],
    socialmedia: ['testNetwork', 'twitter', 'bluesky', 'mastodon'],
  };
  const idsOf = (world: TeamWorld): Record<string, readonly string[]> => ({
    calendars: [world.calendarId],
    team: [world.owner.user._id],
    connect: [world.connectAttemptId],
    accounts: world.accountIds,
    posts: world.postIds,
    notifications: world.notificationIds,
    categories: world.categoryIds,
    'library-posts': world.libraryPostIds,
    campaigns: world.campaignIds,
    media: world.media.map((m) => m.id),
  });
  const teamIds = idsOf(team);
  const otherIds = idsOf(other);
  // A DELETE takes only what the world can spare: the spares, and the other team's ids.
  const spares: Record<string, readonly string[]> = {
    calendars: [spareCalendar.body._id],
    team: [members[0]!.id],
    posts: [sparePost],
  };
  const invited: Record<string, readonly string[]> = { team: members.map((member) => member.id) };

  return {
    team,
    other,
    examples: fuzzExamples(server, team),
    values: (fieldName) => byKind[valueKind(fieldName)] ?? [],
    pathIds: (operation) => {
      const resource = resourceOf(operation.path);
      const own =
        operation.method === 'DELETE' ? [] : [...(teamIds[resource] ?? []), ...(invited[resource] ?? [])];
      return [...own, ...(spares[resource] ?? []), ...(otherIds[resource] ?? [])];
    },
    sessionFor: async (operation) =>
      operation.key === 'POST /api/session/logout' ? mintSession(server, team.owner.user._id) : token,
  };
}
