import { expect } from 'vitest';
import type { TestServer } from './harness';

/** A GET that does not follow redirects, as the browser's hops are checked one by one. */
export async function hop(url: string): Promise<{ status: number; location: URL | null; body: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location) : null,
    body: await response.text(),
  };
}

/** The same path and query on the test server (PUBLIC_URL is http://kairos.test in tests). */
export const onServer = (server: TestServer, url: URL) => `${server.baseUrl}${url.pathname}${url.search}`;

export async function startConnect(
  server: TestServer,
  token: string,
  calendarId: string,
  extra: Record<string, unknown> = {},
): Promise<URL> {
  const reply = await server.api('POST', '/api/accounts/connect', {
    token,
    body: { calendarId, socialMedia: 'testNetwork', ...extra },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return new URL(reply.body.authorizeUrl);
}

/** The browser at the network (which approves at once): where it is sent back to, on the server. */
export async function throughNetwork(server: TestServer, authorizeUrl: URL): Promise<string> {
  const atNetwork = await hop(authorizeUrl.toString());
  expect(atNetwork.status).toBe(302);
  return onServer(server, atNetwork.location!);
}

/** The callback's redirect: the settings page and its query. */
export async function callback(callbackUrl: string): Promise<URL> {
  const back = await hop(callbackUrl);
  expect(back.status, back.body).toBe(302);
  return back.location!;
}

/** The whole flow for a new connection: the attempt id the settings page is sent with. */
export async function connectAttempt(server: TestServer, token: string, calendarId: string): Promise<string> {
  const settings = await callback(
    await throughNetwork(server, await startConnect(server, token, calendarId)),
  );
  const attemptId = settings.searchParams.get('connect');
  expect(attemptId, settings.toString()).toBeTruthy();
  return attemptId!;
}

/** Connects the chosen external ids (the fake's u_1 profile and p_1, p_2 pages) and returns the accounts. */
export async function connectAccounts(
  server: TestServer,
  token: string,
  calendarId: string,
  externalIds: string[],
): Promise<Array<{ _id: string; name: string; tokenExpired: boolean }>> {
  const attemptId = await connectAttempt(server, token, calendarId);
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token,
    body: { externalIds },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return chosen.body;
}
