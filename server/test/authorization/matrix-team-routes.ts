import { mintSession } from '../team-world';
import { pathOf, spares } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';

/** The scrape token the matrix's server is started with. */
export const metricsToken = 'matrix-metrics-token';

/** The session, the user, the team and its calendars, and the public routes. */
export const teamRoutes: Record<string, MatrixEntry> = {
  'GET /api/health': { rule: 'public', request: () => ({ path: '/api/health' }) },
  // Prometheus's scrape: its own bearer token (METRICS_TOKEN), whoever asks.
  'GET /metrics': { rule: 'public', request: () => ({ path: '/metrics' }), token: async () => metricsToken },
  'GET /api': { rule: 'public', request: () => ({ path: '/api' }) },
  'GET /maintenance': { rule: 'public', request: () => ({ path: '/maintenance' }) },
  'POST /api/session/register': {
    rule: 'public',
    allowedStatus: 202,
    request: (w) => ({
      path: '/api/session/register',
      body: { name: 'New', email: `new-${w.unique()}@example.com`, password: 'correct horse 42' },
    }),
  },
  // A link nobody was mailed: refused alike for everyone, with or without a session.
  'POST /api/session/confirm-registration': {
    rule: 'public',
    allowedStatus: 422,
    request: (w) => ({ path: '/api/session/confirm-registration', body: { token: `unknown-${w.unique()}` } }),
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

  'PUT /api/calendars/{id}': {
    rule: 'editCalendar',
    request: (w) => ({ path: `/api/calendars/${w.team.calendarId}`, body: { name: 'My calendar' } }),
  },
  'DELETE /api/calendars/{id}': {
    rule: 'removeCalendar',
    request: async (w) => ({ path: `/api/calendars/${await spares.calendar(w)}` }),
  },
  'POST /api/calendars': {
    rule: 'createCalendar',
    allowedStatus: 201,
    request: () => ({ path: '/api/calendars', body: { name: 'New' } }),
  },
  // Every member sees who is in the team (calendars among their own); only changing it is admin-level.
  'GET /api/team/members': { rule: 'session', request: () => ({ path: '/api/team/members' }) },
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
