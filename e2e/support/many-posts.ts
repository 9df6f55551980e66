import { type APIRequestContext, expect } from '@playwright/test';

const words = [
  'espresso',
  'harvest',
  'ceramic',
  'lantern',
  'orchard',
  'velvet',
  'compass',
  'meadow',
  'harbor',
  'saffron',
  'granite',
  'willow',
  'cobalt',
  'juniper',
  'marble',
  'thistle',
  'amber',
  'falcon',
  'cinnamon',
  'tundra',
  'quartz',
  'maple',
  'nectar',
  'pebble',
  'raven',
  'sequoia',
  'tamarind',
  'walnut',
  'zephyr',
  'basil',
  'cedar',
  'dune',
  'ember',
  'fjord',
  'glacier',
  'hazel',
];

/** A text of its own for post `index`, so no two are near-duplicates for the similarity check. */
export function distinctText(index: number): string {
  const pick = (offset: number) =>
    words[(index * 7 + offset * 13 + Math.floor(index / words.length)) % words.length];
  return `#${index} ${pick(1)} ${pick(2)} ${pick(3)} with ${pick(4)} and ${pick(5)}, ${pick(6)} ${pick(7)}`;
}

/**
 * `count` scheduled posts spread over the days of `month` ('YYYY-MM', in the user's zone), through
 * the API, a few at a time. Every warning is confirmed and the similarity check overridden: the point
 * is many posts, not their wording.
 */
export async function scheduleManyPosts(
  request: APIRequestContext,
  input: { token: string; calendarId: string; accountIds: string[]; month: string; count: number },
): Promise<void> {
  const [year = 0, month = 1] = input.month.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const headers = { Authorization: `Bearer ${input.token}` };
  const create = async (index: number) => {
    const day = String(1 + (index % days)).padStart(2, '0');
    const minutes = 15 * (index % 88) + 60;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const reply = await request.post('/api/posts', {
      headers,
      data: {
        message: distinctText(index),
        calendarId: input.calendarId,
        accountIds: input.accountIds,
        timing: { mode: 'schedule', date: `${input.month}-${day}`, time },
        confirmed: ['noMedia', 'twitterDailyLimit', 'instagramDailyLimit'],
        complianceEngineRules: { ignoreComplianceCheck: true },
      },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  };
  const batch = 8;
  for (let start = 0; start < input.count; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, input.count - start) }, (_, offset) => create(start + offset)),
    );
  }
}
