import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface ConnectedAccount {
  _id: string;
  name: string;
  avatar: string | null;
}

/**
 * Connects accounts of the server's fake test network through the real connect flow: start, follow the
 * fake network's authorize redirect to our callback, then choose the offered accounts.
 */
export async function connectTestAccounts(
  request: APIRequestContext,
  token: string,
  calendarId: string,
  externalIds: readonly string[],
): Promise<ConnectedAccount[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/accounts/connect', {
    headers,
    data: { calendarId, socialMedia: 'testNetwork' },
  });
  expect(started.status()).toBe(200);
  const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
  const authorized = await request.get(authorizeUrl, { maxRedirects: 0 });
  const callback = authorized.headers().location ?? '';
  const landed = await request.get(callback, { maxRedirects: 0 });
  const attemptId = new URL(landed.headers().location ?? '', 'http://x').searchParams.get('connect');
  expect(attemptId).not.toBeNull();
  const chosen = await request.post(`/api/accounts/connect/${attemptId}`, {
    headers,
    data: { externalIds },
  });
  expect(chosen.ok()).toBe(true);
  return (await chosen.json()) as ConnectedAccount[];
}

/** The signed-in user's first calendar. */
export async function firstCalendarId(request: APIRequestContext, token: string): Promise<string> {
  const reply = await request.get('/api/calendars', { headers: { Authorization: `Bearer ${token}` } });
  const [calendar] = (await reply.json()) as { _id: string }[];
  if (calendar === undefined) throw new Error('The new user has no calendar');
  return calendar._id;
}

const pictureColors = ['#4c6ef5', '#f76707', '#12b886', '#e64980'];

/** Serves pictures at https://images.kairos-e2e.test/<name>.svg in the browser, so posts can show them. */
export async function servePictures(page: Page): Promise<void> {
  await page.route('https://images.kairos-e2e.test/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    const color = pictureColors[name.length % pictureColors.length];
    const body = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${color}"/><circle cx="400" cy="300" r="160" fill="#fff" fill-opacity="0.35"/><text x="400" y="320" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${name}</text></svg>`;
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body });
  });
}

/**
 * The address of the fake network running inside the e2e server: its authorize URL points at it.
 * Its control API (POST /__control/<command> `{ args }`) scripts failures and lists received posts.
 */
export async function fakeNetworkUrl(request: APIRequestContext, token: string, calendarId: string) {
  const started = await request.post('/api/accounts/connect', {
    headers: { Authorization: `Bearer ${token}` },
    data: { calendarId, socialMedia: 'testNetwork' },
  });
  expect(started.status()).toBe(200);
  const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
  return new URL(authorizeUrl).origin;
}
