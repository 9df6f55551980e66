import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';
import { newsArticle } from '../assistant/texts';

const a = (world: MatrixWorld) => world.team.calendarId;

/** The writing assistant (issue 19): it writes nothing, so anyone who sees calendar A may use it. */
export const assistantRoutes: Record<string, MatrixEntry> = {
  'POST /api/assistant/captions': {
    rule: 'view',
    request: (w) => ({
      path: '/api/assistant/captions',
      body: {
        calendarId: a(w),
        platform: 'facebook',
        tone: 'happy',
        wordCount: 10,
        text: 'Our bakery opens on Main Street',
      },
    }),
  },
  'POST /api/assistant/title': {
    rule: 'view',
    request: (w) => ({
      path: '/api/assistant/title',
      body: { calendarId: a(w), text: 'Our bakery opens on Main Street' },
    }),
  },
  'POST /api/assistant/summary': {
    rule: 'view',
    request: (w) => ({ path: '/api/assistant/summary', body: { calendarId: a(w), text: newsArticle } }),
  },
  // The server never fetches a private address: a caller who passes the checks gets the 422 that says so.
  'POST /api/assistant/quotes': {
    rule: 'view',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/assistant/quotes',
      body: { calendarId: a(w), url: 'http://127.0.0.1/article' },
    }),
  },
  'POST /api/assistant/hashtags': {
    rule: 'view',
    request: (w) => ({
      path: '/api/assistant/hashtags',
      body: { calendarId: a(w), text: 'Fresh bread every morning' },
    }),
  },
  'POST /api/assistant/complete': {
    rule: 'view',
    request: (w) => ({ path: '/api/assistant/complete', body: { calendarId: a(w), text: 'Fresh bre' } }),
  },
  // The world's media are pictures: who may see the calendar is told it needs a video.
  'POST /api/assistant/video-post': {
    rule: 'view',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/assistant/video-post',
      body: { calendarId: a(w), mediaId: w.team.media[0]!.id },
    }),
  },
  'POST /api/text-check': {
    rule: 'view',
    request: (w) => ({
      path: '/api/text-check',
      body: { calendarId: a(w), text: 'Fresh braed every morning' },
    }),
  },
  'GET /api/assistant/emoji': { rule: 'session', request: () => ({ path: '/api/assistant/emoji?q=bread' }) },
  'GET /api/assistant/status': { rule: 'session', request: () => ({ path: '/api/assistant/status' }) },
};
