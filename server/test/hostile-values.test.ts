import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from './harness';

// Issue 14, finding 4: input that answered 500. Each case names the field and the spec-style
// message it now gets, in the one error model.
let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await registerOwner(server, 'Hostile');
});
afterAll(async () => {
  await server.close();
});

const draft = (overrides: Record<string, unknown>) => ({
  message: 'Hello',
  calendarId: owner.calendarId,
  draft: true,
  timing: { mode: 'now' },
  ...overrides,
});

describe('values that reached the database answer 422 in the error model', () => {
  it.each([
    ['a NUL in a post message', 'POST', '/api/posts', () => draft({ message: 'Hi\u0000' }), 'body.message'],
    ['a NUL in a hashtag', 'POST', '/api/posts', () => draft({ hashtags: ['#a\u0000'] }), 'body.hashtags.0'],
    ['a NUL in a calendar name', 'POST', '/api/calendars', () => ({ name: 'Brand\u0000' }), 'body.name'],
    [
      'a NUL in a category title',
      'POST',
      '/api/categories',
      () => ({ calendarId: owner.calendarId, title: 'Tips\u0000' }),
      'body.title',
    ],
    [
      'a lone surrogate in a library post',
      'POST',
      '/api/library-posts',
      () => ({ calendarId: owner.calendarId, message: 'Broken \uD83C half', draft: true }),
      'body.message',
    ],
    ['a NUL in a key', 'POST', '/api/posts', () => draft({ ['x\u0000']: 1 }), 'body.x\u0000'],
  ])('%s', async (_case, method, path, body, detailPath) => {
    const reply = await server.api(method, path, { token: owner.token, body: body() });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: messages.validation.controlCharacters,
        details: [{ path: detailPath, message: messages.validation.controlCharacters }],
      },
      requestId: expect.any(String),
    });
  });

  it.each([
    ['a NUL in the search', `search=${encodeURIComponent('a\u0000')}`, messages.validation.controlCharacters],
    ['a start in the year 0', 'dateStart=0000-01-01T00:00:00Z', messages.validation.dateOutOfRange],
  ])('GET /api/posts with %s', async (_case, query, message) => {
    const reply = await server.api('GET', `/api/posts?calendarId=${owner.calendarId}&${query}`, {
      token: owner.token,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it.each([
    ['a calendar id that is not a UUID', { calendarId: 'calendar-1' }, messages.validation.invalidId],
    ['an account id that is not a UUID', { accountIds: ['not-an-id'] }, messages.validation.invalidId],
    [
      'a schedule date in 9999',
      { draft: false, timing: { mode: 'schedule', date: '9999-12-31', time: '09:00' } },
      messages.validation.dateOutOfRange,
    ],
    [
      'February 30th',
      { draft: false, timing: { mode: 'schedule', date: '2027-02-30', time: '09:00' } },
      messages.validation.invalidDate,
    ],
    [
      'the 13th month',
      { draft: false, timing: { mode: 'schedule', date: '2027-13-01', time: '09:00' } },
      messages.validation.invalidDate,
    ],
  ])('POST /api/posts with %s', async (_case, overrides, message) => {
    const reply = await server.api('POST', '/api/posts', { token: owner.token, body: draft(overrides) });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('keeps tabs, line breaks and emoji', async () => {
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: draft({ message: 'Line one\r\n\tLine two 🌅' }),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Line one\r\n\tLine two 🌅');
  });
});

// Issue 14, finding 6: what the framework and Node's parser refuse answered in their own shape.
describe('refusals before any route runs are in the one error model', () => {
  it.each([
    ['an over-long path segment', `/api/posts/${'a'.repeat(9_000)}`, 414, 'URI_TOO_LONG'],
    ['an over-long query', `/api/posts?calendarId=${'a'.repeat(20_000)}`, 431, 'HEADERS_TOO_LARGE'],
    ['a malformed path segment', '/api/posts/%E0%A4%A', 400, 'BAD_REQUEST'],
  ])('%s answers %i', async (_case, path, status, code) => {
    const reply = await fetch(`${server.baseUrl}${path}`);
    const body = (await reply.json()) as { error: { code: string; message: string }; requestId: string };
    expect(reply.status).toBe(status);
    expect(body).toEqual({ error: { code, message: expect.any(String) }, requestId: expect.any(String) });
    expect(body.error.message).not.toContain('aaaa');
  });
});

// Issue 14, finding 1: bound every range a request controls before the work it sizes.
describe('ranges a request controls are bounded', () => {
  it.each([
    [
      'per-day counts over two centuries',
      '/api/posts/count?dateStart=1990-01-01T00:00:00Z&dateEnd=2190-01-01T00:00:00Z',
    ],
    [
      'per-day counts backwards',
      '/api/posts/count?dateStart=2027-01-02T00:00:00Z&dateEnd=2027-01-01T00:00:00Z',
    ],
  ])('%s', async (_case, path) => {
    const reply = await server.api('GET', `${path}&calendarId=${owner.calendarId}`, { token: owner.token });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
  });
});
