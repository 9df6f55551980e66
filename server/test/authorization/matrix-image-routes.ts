import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';

const a = (world: MatrixWorld) => world.team.calendarId;

/**
 * The image studio's tools (issue 23): reading an image's text and searching suggestions are seen by
 * who sees calendar A; storing picked images edits it.
 */
export const imageRoutes: Record<string, MatrixEntry> = {
  'POST /api/media/{}/text': {
    rule: 'view',
    request: (w) => ({ path: `/api/media/${w.team.media[0]!.id}/text` }),
  },
  'POST /api/image-suggestions': {
    rule: 'view',
    request: (w) => ({ path: '/api/image-suggestions', body: { calendarId: a(w), query: 'coffee' } }),
  },
  // Who may edit calendar A gets as far as the fetch, which a reserved name never answers.
  'POST /api/media/import': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/media/import',
      body: { calendarId: a(w), images: [{ url: 'https://images.example.invalid/cup.png' }] },
    }),
  },
};
