import type { MatrixEntry } from './matrix-rules';

/**
 * Plans and billing (issue 20). The matrix's server runs without Stripe: a caller who passes the
 * owner check meets "billing is off" (422), which GET /api/billing reports as a 200.
 */
export const billingRoutes: Record<string, MatrixEntry> = {
  'GET /api/billing': { rule: 'billing', request: () => ({ path: '/api/billing' }) },
  'POST /api/billing/checkout': {
    rule: 'billing',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/billing/checkout',
      body: { periodPlan: 'monthly_basicnew', calendarId: w.team.calendarId },
    }),
  },
  'POST /api/billing/change-preview': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({ path: '/api/billing/change-preview', body: { periodPlan: 'monthly_advancednew' } }),
  },
  'POST /api/billing/change': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({
      path: '/api/billing/change',
      body: { periodPlan: 'monthly_advancednew', prorationDate: Math.floor(Date.now() / 1000) },
    }),
  },
  'POST /api/billing/cancel': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({ path: '/api/billing/cancel' }),
  },
  'POST /api/billing/reactivate': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({ path: '/api/billing/reactivate' }),
  },
  'GET /api/user/billing-information-link': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({ path: '/api/user/billing-information-link' }),
  },
  'GET /api/discount/check': {
    rule: 'billing',
    allowedStatus: 422,
    request: () => ({ path: '/api/discount/check?code=SPRING25' }),
  },
  // Stripe's deliveries carry no session: the signature is their check.
  'POST /api/billing/webhook': {
    rule: 'public',
    allowedStatus: 422,
    request: () => ({
      path: '/api/billing/webhook',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    }),
  },
  'POST /api/user/send-referral-email': {
    rule: 'session',
    request: (w) => ({
      path: '/api/user/send-referral-email',
      body: { email: `friend-${w.unique()}@example.com` },
    }),
  },
};
