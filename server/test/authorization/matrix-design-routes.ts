import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';

const a = (world: MatrixWorld) => world.team.calendarId;
const banner = (world: MatrixWorld) => ({
  calendarId: a(world),
  imageData: { template: 'sale-instagram', modifications: { texts: { heading: 'Matrix' } } },
});

/** A banner job of calendar A, started by its owner. */
async function jobOfA(world: MatrixWorld): Promise<string> {
  const reply = await world.server.api('POST', '/api/design/banners', {
    token: world.team.owner.token,
    body: banner(world),
  });
  if (reply.status !== 202) throw new Error(`banner job: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.uid as string;
}

/** The image studio (issue 23): making media edits calendar A; a job is seen by who sees A. */
export const designRoutes: Record<string, MatrixEntry> = {
  'GET /api/design/templates': {
    rule: 'session',
    request: () => ({ path: '/api/design/templates?tag=sale' }),
  },
  'GET /api/design/templates/{uid}/preview.png': {
    rule: 'public',
    request: () => ({ path: '/api/design/templates/google-offer/preview.png' }),
  },
  'POST /api/design/banners': {
    rule: 'edit',
    request: (w) => ({ path: '/api/design/banners', body: banner(w) }),
  },
  // The world's media are pictures: who may edit calendar A is told it needs a video.
  'POST /api/design/videos/trim': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/design/videos/trim',
      body: { calendarId: a(w), mediaId: w.team.media[0]!.id, start: 0, end: 1 },
    }),
  },
  'POST /api/design/videos/image-audio': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/design/videos/image-audio',
      body: { calendarId: a(w), imageId: w.team.media[0]!.id, audioId: w.team.media[0]!.id },
    }),
  },
  'GET /api/design/jobs/{uid}': {
    rule: 'view',
    request: async (w) => ({ path: `/api/design/jobs/${await jobOfA(w)}` }),
  },
};
