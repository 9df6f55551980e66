import { dayAfter, campaignBody, mintSession, postBody } from '../team-world';
import { freshText, libraryBody, pathOf, spares } from './matrix-spares';
import type { MatrixActor, MatrixWorld } from './matrix-world';

/**
 * Who may do what, by spec section 6 and core/permissions (see `expectedOutcome`):
 * - public: the same answer with any session or none;
 * - session: any signed-in user (on their own data);
 * - view / edit: calendar A's content (canViewCalendar / canEditCalendar);
 * - manageCalendars: renaming or removing calendar A (canManageCalendars);
 * - createCalendar, manageTeam: the caller's own team (canManageCalendars / canManageTeam);
 * - changeMember: a member of the owner's team (canManageTeam, then the team);
 * - starter / recipient: only the user who started the connect attempt / got the notification.
 */
export type Rule =
  | 'public'
  | 'session'
  | 'view'
  | 'edit'
  | 'manageCalendars'
  | 'createCalendar'
  | 'manageTeam'
  | 'changeMember'
  | 'starter'
  | 'recipient';

export interface MatrixRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  rule: Rule;
  request(world: MatrixWorld): MatrixRequest | Promise<MatrixRequest>;
  /** What a caller who passes the checks gets, when it is not a 2xx (a rule of the product after them). */
  allowedStatus?: number;
  /** The session to send instead of the actor's own (logging out takes a session of its own). */
  token?(world: MatrixWorld, actor: MatrixActor): Promise<string | null>;
}

const a = (world: MatrixWorld) => world.team.calendarId;
const inA = (world: MatrixWorld, path: string) => ({ path: `${path}?calendarId=${a(world)}` });

/** Every route of the server, keyed `METHOD /path` as the OpenAPI document writes it. */
export const matrix: Record<string, MatrixEntry> = {
  'GET /api/health': { rule: 'public', request: () => ({ path: '/api/health' }) },
  'GET /api': { rule: 'public', request: () => ({ path: '/api' }) },
  'GET /maintenance': { rule: 'public', request: () => ({ path: '/maintenance' }) },
  'POST /api/session/register': {
    rule: 'public',
    allowedStatus: 201,
    request: (w) => ({
      path: '/api/session/register',
      body: { name: 'New', email: `new-${w.unique()}@example.com`, password: 'correct horse 42' },
    }),
  },
  'POST /api/session/login': {
    rule: 'public',
    request: (w) => ({
      path: '/api/session/login',
      body: { email: w.team.owner.email, password: w.team.owner.password },
    }),
  },
  'POST /api/session/recover-password': {
    rule: 'public',
    request: (w) => ({ path: '/api/session/recover-password', body: { email: w.team.owner.email } }),
  },
  'POST /api/session/change-password': {
    rule: 'public',
    allowedStatus: 422,
    request: () => ({
      path: '/api/session/change-password',
      body: { token: 'not-a-link', password: 'new password 42' },
    }),
  },
  // An unknown state is refused the same way whoever follows the link.
  'GET /api/accounts/connect/callback': {
    rule: 'public',
    allowedStatus: 422,
    request: () => ({ path: '/api/accounts/connect/callback?state=unknown&code=abc' }),
  },
  'PUT /api/media/uploads/{key}/content': {
    rule: 'public',
    allowedStatus: 204,
    request: async (w) => ({
      path: await spares.uploadUrl(w),
      body: 'x'.repeat(50),
      headers: { 'content-type': 'image/png' },
    }),
  },
  'GET /api/media/files/{key}': { rule: 'public', request: (w) => ({ path: pathOf(w.team.media[0]!.url) }) },

  'POST /api/session/logout': {
    rule: 'session',
    request: () => ({ path: '/api/session/logout' }),
    token: async (w, actor) => (actor.userId ? mintSession(w.server, actor.userId) : null),
  },
  'GET /api/limits': { rule: 'session', request: () => ({ path: '/api/limits' }) },
  'GET /api/user': { rule: 'session', request: () => ({ path: '/api/user' }) },
  'PUT /api/settings': {
    rule: 'session',
    request: () => ({ path: '/api/settings', body: { timezone: 'UTC' } }),
  },
  'GET /api/calendars': { rule: 'session', request: () => ({ path: '/api/calendars' }) },
  'GET /api/networks': { rule: 'session', request: () => ({ path: '/api/networks' }) },
  'GET /api/notifications': { rule: 'session', request: () => ({ path: '/api/notifications' }) },
  'PUT /api/notifications': { rule: 'session', request: () => ({ path: '/api/notifications' }) },
  'GET /api/get-images-by-url': {
    rule: 'session',
    allowedStatus: 422,
    request: () => ({ path: `/api/get-images-by-url?url=${encodeURIComponent('http://127.0.0.1/page')}` }),
  },
  // Answers 200 to anyone signed in; which uploads it deletes is checked beside the matrix.
  'POST /api/media/temporary-delete': {
    rule: 'session',
    request: async (w) => ({
      path: '/api/media/temporary-delete',
      body: { files: [await spares.pendingUpload(w)] },
    }),
  },

  'GET /api/accounts': { rule: 'view', request: (w) => inA(w, '/api/accounts') },
  'GET /api/accounts/count': { rule: 'view', request: (w) => inA(w, '/api/accounts/count') },
  'GET /api/accounts/sync': { rule: 'view', request: (w) => inA(w, '/api/accounts/sync') },
  'GET /api/posts': { rule: 'view', request: (w) => inA(w, '/api/posts') },
  'GET /api/posts/count': {
    rule: 'view',
    request: (w) => ({
      path: `/api/posts/count?type=campaignCreate&calendarId=${a(w)}&dateStart=${dayAfter(w.server, 0)}T00:00:00Z&dateEnd=${dayAfter(w.server, 30)}T00:00:00Z`,
    }),
  },
  'GET /api/posts/{id}': { rule: 'view', request: (w) => ({ path: `/api/posts/${w.team.postIds[0]}` }) },
  'GET /api/categories': { rule: 'view', request: (w) => inA(w, '/api/categories') },
  'GET /api/library-posts': { rule: 'view', request: (w) => inA(w, '/api/library-posts') },
  'GET /api/library-posts/{id}': {
    rule: 'view',
    request: (w) => ({ path: `/api/library-posts/${w.team.libraryPostIds[0]}` }),
  },
  'GET /api/campaigns': { rule: 'view', request: (w) => inA(w, '/api/campaigns') },
  'GET /api/campaigns/{id}': {
    rule: 'view',
    request: (w) => ({ path: `/api/campaigns/${w.team.campaignIds[0]}` }),
  },
  'GET /api/media/{id}': { rule: 'view', request: (w) => ({ path: `/api/media/${w.team.media[0]!.id}` }) },
  'POST /api/similarity/check': {
    rule: 'view',
    request: (w) => ({ path: '/api/similarity/check', body: { calendarId: a(w), message: freshText() } }),
  },

  'PUT /api/accounts/{id}': {
    rule: 'edit',
    request: (w) => ({ path: `/api/accounts/${w.team.accountIds[0]}`, body: { disabled: false } }),
  },
  'DELETE /api/accounts/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/accounts/${await spares.account(w)}` }),
  },
  'POST /api/accounts/connect': {
    rule: 'edit',
    request: (w) => ({
      path: '/api/accounts/connect',
      body: { calendarId: a(w), socialMedia: 'testNetwork' },
    }),
  },
  'POST /api/accounts/connect/credentials': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/accounts/connect/credentials',
      body: {
        calendarId: a(w),
        socialMedia: 'bluesky',
        identifier: 'someone.bsky.social',
        password: 'app-password',
      },
    }),
  },
  'POST /api/posts': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({ path: '/api/posts', body: postBody(w.server, w.team, freshText(), 6) }),
  },
  'PUT /api/posts/{id}': {
    rule: 'edit',
    request: (w) => ({
      path: `/api/posts/${w.team.postIds[0]}`,
      body: postBody(w.server, w.team, freshText(), 7),
    }),
  },
  'DELETE /api/posts/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/posts/${await spares.post(w)}` }),
  },
  // Nothing failed yet, so a caller who may retry hears there is nothing to retry.
  'POST /api/posts/{id}/retry': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({ path: `/api/posts/${w.team.postIds[0]}/retry`, body: {} }),
  },
  'POST /api/categories': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({ path: '/api/categories', body: { calendarId: a(w), title: freshText() } }),
  },
  'PUT /api/categories/{id}': {
    rule: 'edit',
    request: async (w) => ({
      path: `/api/categories/${await spares.category(w)}`,
      body: { title: freshText() },
    }),
  },
  'DELETE /api/categories/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/categories/${await spares.category(w)}` }),
  },
  'POST /api/library-posts': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({ path: '/api/library-posts', body: libraryBody(w) }),
  },
  'PUT /api/library-posts/{id}': {
    rule: 'edit',
    request: async (w) => ({
      path: `/api/library-posts/${await spares.libraryPost(w)}`,
      body: libraryBody(w),
    }),
  },
  'DELETE /api/library-posts/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/library-posts/${await spares.libraryPost(w)}` }),
  },
  'POST /api/campaigns': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({
      path: '/api/campaigns',
      body: campaignBody(w.server, w.team, freshText(), 40 + w.unique()),
    }),
  },
  'PUT /api/campaigns/{id}': {
    rule: 'edit',
    request: async (w) => ({
      path: `/api/campaigns/${await spares.campaign(w)}`,
      body: campaignBody(w.server, w.team, freshText(), 40 + w.unique()),
    }),
  },
  'DELETE /api/campaigns/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/campaigns/${await spares.campaign(w)}` }),
  },
  'POST /api/media/uploads': {
    rule: 'edit',
    allowedStatus: 201,
    request: (w) => ({
      path: '/api/media/uploads',
      body: { calendarId: a(w), fileName: 'photo.png', mimeType: 'image/png', size: 1000 },
    }),
  },
  'POST /api/media/uploads/{id}/complete': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/media/uploads/${await spares.sentUpload(w)}/complete` }),
  },

  'PUT /api/calendars/{id}': {
    rule: 'manageCalendars',
    request: (w) => ({ path: `/api/calendars/${a(w)}`, body: { name: 'My calendar' } }),
  },
  'DELETE /api/calendars/{id}': {
    rule: 'manageCalendars',
    request: async (w) => ({ path: `/api/calendars/${await spares.calendar(w)}` }),
  },
  'POST /api/calendars': {
    rule: 'createCalendar',
    allowedStatus: 201,
    request: () => ({ path: '/api/calendars', body: { name: 'New' } }),
  },
  'GET /api/team/members': { rule: 'manageTeam', request: () => ({ path: '/api/team/members' }) },
  'POST /api/team/members': {
    rule: 'manageTeam',
    allowedStatus: 201,
    request: (w) => ({
      path: '/api/team/members',
      body: { email: `invitee-${w.unique()}@example.com`, role: 'viewer', calendars: [] },
    }),
  },
  'PUT /api/team/members/{id}': {
    rule: 'changeMember',
    request: (w) => ({ path: `/api/team/members/${w.changeableMemberId}`, body: { role: 'viewer' } }),
  },
  'DELETE /api/team/members/{id}': {
    rule: 'changeMember',
    request: async (w) => ({ path: `/api/team/members/${await spares.member(w)}` }),
  },
  'GET /api/accounts/connect/{id}': {
    rule: 'starter',
    request: (w) => ({ path: `/api/accounts/connect/${w.team.connectAttemptId}` }),
  },
  'POST /api/accounts/connect/{id}': {
    rule: 'starter',
    allowedStatus: 201,
    request: async (w) => ({
      path: `/api/accounts/connect/${await spares.connectAttempt(w)}`,
      body: { externalIds: ['u_1'] },
    }),
  },
  'PUT /api/notifications/{id}': {
    rule: 'recipient',
    request: (w) => ({ path: `/api/notifications/${w.team.notificationIds[0]}` }),
  },
};
