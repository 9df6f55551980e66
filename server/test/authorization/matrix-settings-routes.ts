import { spares } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';

/** Invitations, notification preferences and the activity list (issue 18). */
export const settingsRoutes: Record<string, MatrixEntry> = {
  // A link nobody was mailed: refused alike for everyone, with or without a session.
  'POST /api/session/accept-invitation': {
    rule: 'public',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/session/accept-invitation',
      body: { token: `unknown-${w.unique()}`, password: 'joining now 1' },
    }),
  },
  'POST /api/team/members/{id}/resend-invitation': {
    rule: 'changeMember',
    request: async (w) => ({ path: `/api/team/members/${await spares.invitation(w)}/resend-invitation` }),
  },
  'GET /api/user/notification-preferences': {
    rule: 'session',
    request: () => ({ path: '/api/user/notification-preferences' }),
  },
  'PUT /api/user/notification-preferences': {
    rule: 'session',
    request: () => ({ path: '/api/user/notification-preferences', body: { dailyDigest: false } }),
  },
  'GET /api/activity': { rule: 'manageTeam', request: () => ({ path: '/api/activity' }) },
};
