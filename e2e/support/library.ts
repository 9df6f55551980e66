import { type APIRequestContext, expect } from '@playwright/test';

/** A category through the API (decision 0027: POST /api/categories). */
export async function createCategory(
  request: APIRequestContext,
  token: string,
  calendarId: string,
  title: string,
) {
  const reply = await request.post('/api/categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: { calendarId, title },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { _id: string; title: string };
}

/** A library post through the API, past the similarity check (the texts below differ on purpose). */
export async function createLibraryPost(
  request: APIRequestContext,
  token: string,
  calendarId: string,
  categoryId: string,
  message: string,
) {
  const reply = await request.post('/api/library-posts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { calendarId, message, categories: [categoryId], ignoreComplianceCheck: true },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { _id: string };
}

/** Distinct texts, so a campaign has content no near-duplicate of another. */
export const libraryTexts = [
  'Cold brew tip: steep coarse grounds for eighteen hours in the fridge.',
  'Our baristas pick beans from a small farm in Huila every spring.',
  'Latte art starts with milk at sixty degrees and a steady wrist.',
  'Ask about the loyalty card: the tenth cup is always on us.',
  'Decaf done right: the Swiss water process keeps chemicals away.',
  'Try our oat flat white, creamy without any dairy at all.',
  'Weekend brunch pairs pancakes with a bright Ethiopian pour-over.',
  'Grinding just before brewing keeps the aromas in every mug.',
  'A French press needs four minutes and a gentle plunge.',
  'Espresso tonic: a fizzy summer drink with orange peel.',
  'Meet Sam, who roasts every batch by hand on Tuesdays.',
  'Reusable cups get ten percent off, every single day.',
  'Our chai is brewed from whole spices, never from syrup.',
  'Free tasting flight on Fridays from four until six.',
  'Chemex filters are thicker, which makes a cleaner cup.',
  'Store beans in an airtight tin away from sunlight.',
] as const;
