import { created } from '../team-world';
import { freshText } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';

const a = (world: MatrixWorld) => world.team.calendarId;

const hashtagGroup = (world: MatrixWorld) =>
  world.spare(
    'hashtagGroup',
    async () =>
      (
        await created(world.server, world.team.owner.token, '/api/hashtag-groups', {
          calendarId: a(world),
          name: freshText(),
          hashtags: ['spare'],
        })
      )._id,
  );

/** Calendar A's hashtag lists and imports (issue 22). */
export const bulkContentRoutes: Record<string, MatrixEntry> = {
  'GET /api/hashtag-groups': {
    rule: 'view',
    request: (w) => ({ path: `/api/hashtag-groups?calendarId=${a(w)}` }),
  },
  'GET /api/hashtags': { rule: 'view', request: (w) => ({ path: `/api/hashtags?calendarId=${a(w)}` }) },
  'POST /api/hashtag-groups': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({
      path: '/api/hashtag-groups',
      body: { calendarId: a(w), name: freshText(), hashtags: ['matrix'] },
    }),
  },
  'PUT /api/hashtag-groups/{id}': {
    rule: 'edit',
    request: async (w) => ({
      path: `/api/hashtag-groups/${await hashtagGroup(w)}`,
      body: { name: freshText() },
    }),
  },
  'DELETE /api/hashtag-groups/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/hashtag-groups/${await hashtagGroup(w)}` }),
  },
};
