import { campaignBody, dayAfter, postBody } from '../team-world';
import { freshText, libraryBody, spares } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';

const a = (world: MatrixWorld) => world.team.calendarId;
const inA = (world: MatrixWorld, path: string) => ({ path: `${path}?calendarId=${a(world)}` });

/** Calendar A's content: accounts, posts, categories, library, campaigns, media. */
export const contentRoutes: Record<string, MatrixEntry> = {
  'GET /api/accounts': { rule: 'view', request: (w) => inA(w, '/api/accounts') },
  'GET /api/accounts/count': { rule: 'view', request: (w) => inA(w, '/api/accounts/count') },
  'GET /api/accounts/sync': { rule: 'view', request: (w) => inA(w, '/api/accounts/sync') },
  // The world's accounts are not TikTok's: a caller who may see them gets the 422 that says so.
  'GET /api/accounts/{id}/tiktok-creator': {
    rule: 'view',
    request: (w) => ({ path: `/api/accounts/${w.team.accountIds[0]}/tiktok-creator` }),
    allowedStatus: 422,
  },
  'GET /api/posts': { rule: 'view', request: (w) => inA(w, '/api/posts') },
  'GET /api/posts/count': {
    rule: 'view',
    request: (w) => ({
      path: `/api/posts/count?type=campaignCreate&calendarId=${a(w)}&dateStart=${dayAfter(w.server, 0)}T00:00:00Z&dateEnd=${dayAfter(w.server, 30)}T00:00:00Z`,
    }),
  },
  'GET /api/calendar-posts': {
    rule: 'view',
    request: (w) => ({
      path: `/api/calendar-posts?calendarId=${a(w)}&dateStart=${dayAfter(w.server, 0)}T00:00:00Z&dateEnd=${dayAfter(w.server, 30)}T00:00:00Z`,
    }),
  },
  'GET /api/stats': {
    rule: 'view',
    request: (w) => ({
      path: `/api/stats?calendarId=${a(w)}&from=${dayAfter(w.server, 0)}&to=${dayAfter(w.server, 30)}`,
    }),
  },
  'GET /api/stats/year': { rule: 'view', request: (w) => inA(w, '/api/stats/year') },
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
};
