import { messages } from '@kairos/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWorkerId, startPublishing } from '../src/modules/publishing/start-publishing';
import {
  googleBusinessBasesOn,
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from './fakes/google-business/fake-server';
import { createGoogleBusinessProvider } from '../src/providers/google-business/google-business-provider';
import { fakeGoogleClient } from './fakes/google-oauth/fake-google-oauth';
import type { Provider } from '../src/providers/provider';
import { callback, throughNetwork } from './connect-helpers';
import { setTeamPlan } from '../src/modules/billing/set-team-plan';
import { registerOwner, startTestServer, type TestServer } from './harness';

// Decision 24: a post carrying `event` goes to Google Business Profile as an EVENT localPost.
let business: FakeGoogleBusiness;
let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let worker: { stop(): Promise<void> };
let locationId: string;

beforeAll(async () => {
  business = await startFakeGoogleBusiness();
  const client = { clientId: fakeGoogleClient.id, clientSecret: fakeGoogleClient.secret };
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['googleMB', createGoogleBusinessProvider({ ...client, ...googleBusinessBasesOn(business) })],
  ]);
  server = await startTestServer({
    queue: true,
    providers,
    env: { PUBLISH_CLAIM_SECONDS: '2', PUBLISH_SWEEP_SECONDS: '1' },
  });
  owner = await registerOwner(server, 'Bakery');
  // Google Business Profile needs Essentials (decision 0101).
  await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
  worker = await startPublishing({
    db: server.database.db,
    queue: server.queue!,
    providers,
    cipher: server.cipher,
    config: server.config,
    mailer: { send: async () => undefined },
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    workerId: newWorkerId(),
  });
  const reply = await server.api('POST', '/api/accounts/connect', {
    token: owner.token,
    body: { calendarId: owner.calendarId, socialMedia: 'googleMB' },
  });
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  const attemptId = settings.searchParams.get('connect')!;
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds: [attempt.body.candidates[0].externalId] },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  locationId = chosen.body[0]._id;
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await business.close();
});

const hoursFromNow = (hours: number) => {
  const at = new Date(Date.now() + hours * 3600_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
};

function post(body: Record<string, unknown>) {
  return server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      accountIds: [locationId],
      timing: { mode: 'now' },
      confirmed: ['noMedia'],
      ...body,
    },
  });
}

async function settled(postId: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    const states: string[] = view.body.targets.map((target: { state: string }) => target.state);
    if (states.every((state) => !['scheduled', 'publishing'].includes(state)) || Date.now() > deadline)
      return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Google My Business events through the API', () => {
  it('keeps the event with the post and sends it to Google as an EVENT', async () => {
    const event = { title: 'Summer open day', startsAt: hoursFromNow(48), endsAt: hoursFromNow(54) };
    const reply = await post({
      message: 'Come and bake with us',
      callToAction: { actionType: 'LEARN_MORE', url: 'https://bakery.example.com/open-day', offer: null },
      event,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.event).toEqual(event);
    expect(await settled(reply.body._id)).toEqual(['published']);
    const view = await server.api('GET', `/api/posts/${reply.body._id}`, { token: owner.token });
    expect(view.body.event).toEqual(event);

    const sent = business.posts.filter((item) => item.summary === 'Come and bake with us');
    expect(sent).toHaveLength(1);
    // The location is in San Francisco: Google reads the times as its wall clock.
    const wall = (iso: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }).formatToParts(new Date(iso));
      const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
      return {
        date: { year: part('year'), month: part('month'), day: part('day') },
        time: { hours: part('hour'), minutes: part('minute') },
      };
    };
    const [start, end] = [wall(event.startsAt), wall(event.endsAt)];
    expect(sent[0]).toMatchObject({
      topicType: 'EVENT',
      callToAction: { actionType: 'LEARN_MORE', url: 'https://bakery.example.com/open-day' },
      event: {
        title: 'Summer open day',
        schedule: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time },
      },
    });
  }, 30_000);

  it('answers a post without an event with event null', async () => {
    const reply = await post({ message: 'Fresh bread', draft: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.event).toBeNull();
  });

  it.each([
    [
      { title: ' ', startsAt: hoursFromNow(2), endsAt: hoursFromNow(3) },
      messages.networkRules.gmbEventTitleRequired,
    ],
    [
      { title: 'x'.repeat(59), startsAt: hoursFromNow(2), endsAt: hoursFromNow(3) },
      messages.networkRules.gmbPostTitleTooLong('event', 58),
    ],
    [{ title: 'Fair', startsAt: null, endsAt: hoursFromNow(3) }, messages.networkRules.gmbEventTimesRequired],
    [
      { title: 'Fair', startsAt: hoursFromNow(3), endsAt: hoursFromNow(2) },
      messages.networkRules.gmbEventEndsBeforeStart,
    ],
    [
      { title: 'Fair', startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-1) },
      messages.networkRules.gmbEventOver,
    ],
  ])('refuses the event %j with its message, and nothing is kept or sent', async (event, message) => {
    const before = business.posts.length;
    const reply = await post({ message: 'Refused event', event });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
    expect(business.posts.length).toBe(before);
  });

  it('refuses an event on an offer', async () => {
    const reply = await post({
      message: 'Both',
      postTitle: 'Sale',
      callToAction: { actionType: 'OFFER', url: '', offer: null },
      event: { title: 'Fair', startsAt: hoursFromNow(2), endsAt: hoursFromNow(3) },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.networkRules.gmbEventAndOffer);
  });

  it('refuses times that are not instants as bad input', async () => {
    const reply = await post({
      message: 'Bad dates',
      event: { title: 'Fair', startsAt: 'next Tuesday', endsAt: hoursFromNow(3) },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(reply.body.error.details)).toContain('event');
  });

  it('holds an offer title to Google 58 characters', async () => {
    const reply = await post({
      message: 'Long offer',
      postTitle: 'x'.repeat(59),
      callToAction: { actionType: 'OFFER', url: '', offer: null },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.networkRules.gmbPostTitleTooLong('offer', 58));
  });
});
