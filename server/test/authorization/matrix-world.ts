import type { Role } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { teams, users } from '../../src/db/schema';
import { addMember, registerOwner, type TestServer } from '../harness';
import { buildTeamWorld, type TeamWorld } from '../team-world';

/** Who asks: spec section 6's roles, a member kept out of the calendar, another team, nobody. */
export const actorNames = [
  'owner',
  'admin',
  'editor',
  'viewer',
  'outsider',
  'stranger',
  'anonymous',
] as const;
export type ActorName = (typeof actorNames)[number];

export interface MatrixActor {
  name: ActorName;
  token: string | null;
  userId: string | null;
  role: Role;
  access: { calendars: string[] };
  /** A user of the team that owns the calendar the requests aim at. */
  inTeam: boolean;
}

/**
 * The team every request aims at (its calendar A holds one of everything), a second calendar B,
 * one actor per row of the matrix, and spares: a resource a request may use up (a DELETE, a
 * connect attempt's choice), made anew only once a request has used it up.
 */
export interface MatrixWorld {
  server: TestServer;
  team: TeamWorld;
  calendarB: string;
  actors: MatrixActor[];
  /** A member whose role and calendars requests change (to what they already are). */
  changeableMemberId: string;
  /** A number no other call got: for names, e-mails and dates that must not collide. */
  unique(): number;
  spare(kind: string, make: () => Promise<string>): Promise<string>;
  /** After each request: when it succeeded, the spares it took are used up and made anew next time. */
  settle(succeeded: boolean): void;
}

/** The fuzzed team pays for the largest plan, so that making spares never meets a plan limit. */
async function upgrade(server: TestServer, userId: string) {
  const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
  await server.database.db
    .update(teams)
    .set({
      subscriptionPlan: 'businessnew',
      subscriptionPeriod: 'year',
      subscriptionExpiresAt: new Date('2099-01-01'),
    })
    .where(eq(teams.id, user!.teamId));
}

export async function buildMatrixWorld(server: TestServer): Promise<MatrixWorld> {
  const team = await buildTeamWorld(server, 'Matrix');
  const owner = team.owner;
  await upgrade(server, owner.user._id);
  const calendarB = (await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'B' } }))
    .body._id;
  const member = async (name: ActorName, role: 'admin' | 'editor' | 'viewer', calendars: string[]) => {
    const added = await addMember(server, owner.token, role, calendars);
    return { name, token: added.token, userId: added.id, role, access: { calendars }, inTeam: true };
  };
  const stranger = await registerOwner(server, 'Stranger');
  const actors: MatrixActor[] = [
    {
      name: 'owner',
      token: owner.token,
      userId: owner.user._id,
      role: null,
      access: { calendars: [] },
      inTeam: true,
    },
    await member('admin', 'admin', []),
    await member('editor', 'editor', [team.calendarId]),
    await member('viewer', 'viewer', [team.calendarId]),
    await member('outsider', 'editor', [calendarB]),
    {
      name: 'stranger',
      token: stranger.token,
      userId: stranger.user._id,
      role: null,
      access: { calendars: [] },
      inTeam: false,
    },
    { name: 'anonymous', token: null, userId: null, role: null, access: { calendars: [] }, inTeam: false },
  ];
  const changeable = await addMember(server, owner.token, 'viewer', [team.calendarId]);

  let counter = 0;
  const spares = new Map<string, string>();
  const takenThisCall = new Set<string>();
  return {
    server,
    team,
    calendarB,
    actors,
    changeableMemberId: changeable.id,
    unique: () => (counter += 1),
    spare: async (kind, make) => {
      takenThisCall.add(kind);
      const kept = spares.get(kind);
      if (kept) return kept;
      const made = await make();
      spares.set(kind, made);
      return made;
    },
    settle: (succeeded) => {
      if (succeeded) for (const kind of takenThisCall) spares.delete(kind);
      takenThisCall.clear();
    },
  };
}
