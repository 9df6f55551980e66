import fc from 'fast-check';
import type { TestServer } from '../harness';
import { campaignBody, dayAfter, postBody, type TeamWorld } from '../team-world';

/** Requests known to pass every check: one hostile value in them tests exactly that value's check. */
export interface Examples {
  bodies: Array<fc.Arbitrary<unknown>>;
  queries: Array<Array<[string, string]>>;
}

const none: Examples = { bodies: [], queries: [] };

/**
 * Working requests for the operations whose schema alone rarely gets past the product's rules (a
 * campaign needs days that fit its pattern, a post an account and a time): the fuzz swaps one value
 * of these for a hostile one, so a far end date reaches the campaign's day loop, a NUL the database.
 */
export function fuzzExamples(server: TestServer, team: TeamWorld): (key: string) => Examples {
  const day = (days: number) => dayAfter(server, days);
  /** A body with a new e-mail address each time, so that sign-up and invitation get past "taken". */
  const withNewEmail = (body: object) =>
    fc.uuid().map((id) => ({ ...body, email: `fuzz-${id.slice(0, 13)}@example.com` }));
  const as = (bodies: unknown[]) => bodies.map((body) => fc.constant(body));
  const calendarId = team.calendarId;
  const range = (start: number, end: number) => ({
    ...campaignBody(server, team, 'Range', start),
    patternSchedule: { selectionMode: 'range', weekDays: [1, 3, 5] },
    dates: [],
    startDate: day(start),
    endDate: day(end),
  });
  const posts = [
    postBody(server, team, 'A scheduled post with an image', 8),
    { ...postBody(server, team, 'A draft', 9, true), images: [] },
    { ...postBody(server, team, 'Sent now', 0), timing: { mode: 'now' }, confirmed: ['noMedia'], images: [] },
  ];
  const campaigns = [campaignBody(server, team, 'Single day', 60), range(70, 100)];
  const library = [{ calendarId, message: 'Evergreen words for later', categories: [team.categoryIds[0]] }];
  const window = (from: number, to: number): Array<[string, string]> => [
    ['calendarId', calendarId],
    ['dateStart', `${day(from)}T00:00:00.000Z`],
    ['dateEnd', `${day(to)}T00:00:00.000Z`],
  ];
  const byKey: Record<string, Partial<Examples>> = {
    'POST /api/posts': { bodies: as(posts) },
    'PUT /api/posts/{id}': { bodies: as(posts) },
    'POST /api/campaigns': { bodies: as(campaigns) },
    'PUT /api/campaigns/{id}': { bodies: as(campaigns) },
    'POST /api/library-posts': { bodies: as(library) },
    'PUT /api/library-posts/{id}': { bodies: as(library) },
    'POST /api/categories': { bodies: as([{ calendarId, title: 'Seasonal' }]) },
    'POST /api/similarity/check': {
      bodies: as([{ calendarId, message: 'Is this new?', accountIds: team.accountIds }]),
    },
    'POST /api/assistant/captions': {
      bodies: as([
        {
          calendarId,
          platform: 'instagram',
          tone: 'fear',
          wordCount: 50,
          text: 'Our new espresso bar opens Saturday',
          variant: 3,
        },
        {
          calendarId,
          platform: 'medium',
          tone: 'happy',
          wordCount: 250,
          text: 'A long read about coffee.',
          addMidJourneyPrompt: true,
        },
      ]),
    },
    'POST /api/assistant/hashtags': {
      bodies: as([
        { calendarId, text: 'Fresh bread at the market https://bakery.example.com/news', mediaIds: [] },
      ]),
    },
    'POST /api/assistant/complete': { bodies: as([{ calendarId, text: 'Fresh bre' }]) },
    'POST /api/text-check': { bodies: as([{ calendarId, text: 'Teh fresh braed is here' }]) },
    'POST /api/media/uploads': {
      bodies: as([{ calendarId, fileName: 'photo.png', mimeType: 'image/png', size: 1000 }]),
    },
    'POST /api/team/members': { bodies: [withNewEmail({ role: 'editor', calendars: [calendarId] })] },
    'POST /api/session/register': { bodies: [withNewEmail({ name: 'New', password: 'correct horse 42' })] },
    'PUT /api/settings': {
      bodies: as([{ name: 'Fuzzed', timezone: 'Europe/Paris', utmDetectionActivated: true }]),
    },
    'GET /api/posts': { queries: [window(-7, 30), [...window(0, 7), ['search', 'post']]] },
    'GET /api/posts/count': { queries: [[['type', 'campaignCreate'], ...window(0, 30)]] },
    'GET /api/library-posts': {
      queries: [
        [
          ['calendarId', calendarId],
          ['search', 'words'],
        ],
      ],
    },
  };
  return (key) => ({ ...none, ...byKey[key] });
}
