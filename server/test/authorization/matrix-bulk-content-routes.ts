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

const csv = { 'content-type': 'text/csv' };

const contentImport = (world: MatrixWorld) =>
  world.spare('contentImport', async () => {
    const reply = await world.server.api('POST', `/api/imports?calendarId=${a(world)}`, {
      token: world.team.owner.token,
      body: 'Message\nSpare row\n',
      headers: csv,
    });
    if (reply.status !== 201) throw new Error(`import upload: ${JSON.stringify(reply.body)}`);
    return reply.body._id as string;
  });
const mapping = { mapping: { message: 'Message' } };

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
  'POST /api/imports': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({ path: `/api/imports?calendarId=${a(w)}`, body: 'Message\nA row\n', headers: csv }),
  },
  'GET /api/imports/{id}': {
    rule: 'view',
    request: async (w) => ({ path: `/api/imports/${await contentImport(w)}` }),
  },
  'POST /api/imports/{id}/check': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/imports/${await contentImport(w)}/check`, body: mapping }),
  },
  'POST /api/imports/{id}/start': {
    rule: 'edit',
    allowedStatus: 202,
    request: async (w) => ({ path: `/api/imports/${await contentImport(w)}/start`, body: mapping }),
  },
  'POST /api/imports/{id}/cancel': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/imports/${await contentImport(w)}/cancel` }),
  },
};
