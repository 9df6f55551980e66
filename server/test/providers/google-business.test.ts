import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import {
  googleBusinessBasesOn,
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from '../fakes/google-business/fake-server';
import {
  createGoogleBusinessProvider,
  googleBusinessScopes,
} from '../../src/providers/google-business/google-business-provider';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import type { Provider, PublishContent, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest, redirectUri } from './provider-helpers';

let fake: FakeGoogleBusiness;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
// 15:30 UTC on Tuesday 10 March 2026: offers are scheduled from the moment they go out.
const now = new Date('2026-03-10T15:30:00Z');
const downtown = {
  externalId: 'locations/11100000000000000001',
  type: 'page',
  metadata: { accountName: 'accounts/1000' },
};

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeGoogleBusiness(), startMediaHost()]);
  provider = createGoogleBusinessProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...googleBusinessBasesOn(fake),
    timeoutMs: 1000,
    now: () => now,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.posts.length = 0;
  fake.requestsLeft = 300;
  fake.oauth.grantOnly = null;
  tokens = await connectThroughOAuth(provider);
});

const post = (overrides: Partial<PublishContent>, account = downtown) =>
  provider.publish(publishRequest(tokens, overrides, account));
const offer = (fields: Record<string, unknown>) => ({
  actionType: 'OFFER',
  url: '',
  offer: { unit: 'days', duration: 1, redeemOnlineUrl: '', couponCode: '', termsConditions: '', ...fields },
});

describe('Google Business Profile: connect and refresh', () => {
  it('asks for business.manage with offline access and consent', async () => {
    const url = new URL(await provider.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri }));
    expect(url.searchParams.get('scope')).toBe(googleBusinessScopes.join(' '));
    expect([url.searchParams.get('access_type'), url.searchParams.get('prompt')]).toEqual([
      'offline',
      'consent',
    ]);
  });

  it('offers every location of every account once, with its address, and none that cannot post', async () => {
    const offered = await provider.listConnectable(tokens);
    expect(offered.map((location) => [location.name, location.pageId])).toEqual([
      ['Kairos Coffee Downtown', 'accounts/1000'],
      ['Kairos Bakery Delivery', 'accounts/1000'],
      ['Kairos Coffee Mission', 'accounts/2000'],
    ]);
    expect(offered[0]).toEqual({
      externalId: 'locations/11100000000000000001',
      name: 'Kairos Coffee Downtown',
      type: 'page',
      avatar: null,
      url: 'https://maps.google.com/maps?cid=ChIJkairosDowntown',
      pageId: 'accounts/1000',
      metadata: {
        accountName: 'accounts/1000',
        accountDisplayName: 'Ana Torres',
        locationName: 'locations/11100000000000000001',
        placeId: 'ChIJkairosDowntown',
        // Its events' and offers' times are read in the storefront's zone (California).
        timeZone: 'America/Los_Angeles',
      },
      address: {
        addressLines: ['500 Market St', 'Suite 2'],
        locality: 'San Francisco',
        administrativeArea: 'CA',
        postalCode: '94105',
      },
    });
    expect(offered[1]!.address).toBeUndefined();
    // A service-area business has no storefront to find its zone from.
    expect(offered[1]!.metadata!.timeZone).toBeNull();
  });

  it('refreshes, and asks to reconnect on invalid_grant', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    expect(await provider.listConnectable(renewed)).toHaveLength(3);
    fake.oauth.revokeAll();
    expect((await failure(provider.refresh(tokens))).kind).toBe('auth');
  });

  it('is not configured without a client secret', () => {
    const bare = createGoogleBusinessProvider({
      clientId: fakeGoogleClient.id,
      clientSecret: undefined,
      ...googleBusinessBasesOn(fake),
    });
    expect(bare.isConfigured()).toBe(false);
  });

  it('reads no metrics and no followers: Google counts per location, not per post (decision 0116)', () => {
    expect(provider.readMetrics).toBeUndefined();
    expect(provider.readFollowers).toBeUndefined();
  });
});

describe('Google Business Profile: publish', () => {
  it('posts a STANDARD update with its button and photo, linked by its search URL', async () => {
    const result = await post({
      message: 'Fresh pastries every morning',
      images: [media(host, '/c.gif'), media(host, '/b.jpg')],
      callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.coffee/menu', offer: null },
    });
    expect(fake.posts).toEqual([
      {
        name: result.externalId,
        location: downtown.externalId,
        topicType: 'STANDARD',
        summary: 'Fresh pastries every morning',
        callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.coffee/menu' },
        event: null,
        offer: null,
        media: [{ mediaFormat: 'PHOTO', sourceUrl: media(host, '/b.jpg').url }],
      },
    ]);
    expect(result.externalId).toMatch(/^accounts\/1000\/locations\/11100000000000000001\/localPosts\/\d+$/);
    expect(result.url).toMatch(
      /^https:\/\/local\.google\.com\/place\?id=ChIJkairosDowntown&use=posts&lpsid=/,
    );
  });

  it.each(['BOOK', 'ORDER', 'SHOP', 'SIGN_UP'])('sends the %s button with its URL', async (actionType) => {
    await post({ callToAction: { actionType, url: 'https://kairos.coffee', offer: null } });
    expect(fake.posts[0]!.callToAction).toEqual({ actionType, url: 'https://kairos.coffee' });
  });

  it('sends Call Us without a URL (Google dials the listing), and no button for the default type', async () => {
    await post({ callToAction: { actionType: 'CALL', url: '', offer: null } });
    await post({ callToAction: { actionType: 'DEFAULT', url: '', offer: null } });
    expect(fake.posts.map((item) => item.callToAction)).toEqual([{ actionType: 'CALL' }, null]);
  });

  it('posts an OFFER with its title, coupon code, redeem-online URL, terms and duration in days', async () => {
    await post({
      title: 'Two for one',
      message: 'All lattes this week',
      callToAction: offer({
        duration: 3,
        couponCode: 'LATTE2',
        redeemOnlineUrl: 'https://kairos.coffee/offer',
        termsConditions: 'One per customer',
      }),
    });
    expect(fake.posts[0]).toMatchObject({
      topicType: 'OFFER',
      callToAction: null,
      event: {
        title: 'Two for one',
        schedule: {
          startDate: { year: 2026, month: 3, day: 10 },
          endDate: { year: 2026, month: 3, day: 12 },
        },
      },
      offer: {
        couponCode: 'LATTE2',
        redeemOnlineUrl: 'https://kairos.coffee/offer',
        termsConditions: 'One per customer',
      },
    });
  });

  it('runs an offer in hours to the minute, and in weeks as whole days', async () => {
    await post({ title: 'Happy hour', callToAction: offer({ unit: 'hours', duration: 10 }) });
    await post({ title: 'Spring deal', callToAction: offer({ unit: 'weeks', duration: 2 }) });
    expect(fake.posts.map((item) => item.event!.schedule)).toEqual([
      {
        startDate: { year: 2026, month: 3, day: 10 },
        startTime: { hours: 15, minutes: 30 },
        endDate: { year: 2026, month: 3, day: 11 },
        endTime: { hours: 1, minutes: 30 },
      },
      { startDate: { year: 2026, month: 3, day: 10 }, endDate: { year: 2026, month: 3, day: 23 } },
    ]);
    expect(fake.posts[0]!.offer).toEqual({});
  });

  it('posts an EVENT when the post carries its dates', async () => {
    const event = { startsAt: '2026-04-02T17:00:00Z', endsAt: '2026-04-02T20:00:00Z' };
    await post({
      title: 'Latte art night',
      callToAction: { actionType: 'SIGN_UP', url: 'https://kairos.coffee/rsvp', offer: null },
      extra: { event },
    });
    expect(fake.posts[0]).toMatchObject({
      topicType: 'EVENT',
      callToAction: { actionType: 'SIGN_UP', url: 'https://kairos.coffee/rsvp' },
      event: {
        title: 'Latte art night',
        schedule: {
          startDate: { year: 2026, month: 4, day: 2 },
          startTime: { hours: 17, minutes: 0 },
          endDate: { year: 2026, month: 4, day: 2 },
          endTime: { hours: 20, minutes: 0 },
        },
      },
    });
  });

  it("sends an event's times as the location's wall clock, across a DST change (America/Los_Angeles)", async () => {
    // 8 March 2026 02:00 is when Los Angeles moves to PDT: 10:00 PST Saturday, 10:00 PDT Monday.
    const event = { startsAt: '2026-03-07T18:00:00Z', endsAt: '2026-03-09T17:00:00Z' };
    const sanFrancisco = { ...downtown, metadata: { ...downtown.metadata, timeZone: 'America/Los_Angeles' } };
    await post({ title: 'Spring forward sale', extra: { event } }, sanFrancisco);
    expect(fake.posts[0]!.event!.schedule).toEqual({
      startDate: { year: 2026, month: 3, day: 7 },
      startTime: { hours: 10, minutes: 0 },
      endDate: { year: 2026, month: 3, day: 9 },
      endTime: { hours: 10, minutes: 0 },
    });
  });

  it("runs an offer in hours on the location's clock, across a DST change", async () => {
    const london = { ...downtown, metadata: { ...downtown.metadata, timeZone: 'Europe/London' } };
    const saturday = new Date('2026-03-28T20:00:00Z');
    const atEvening = createGoogleBusinessProvider({
      clientId: fakeGoogleClient.id,
      clientSecret: fakeGoogleClient.secret,
      ...googleBusinessBasesOn(fake),
      timeoutMs: 1000,
      now: () => saturday,
    });
    // 20:00 GMT plus 12 hours is 08:00 UTC on Sunday, 09:00 in London once BST began at 01:00.
    await atEvening.publish(
      publishRequest(
        tokens,
        { title: 'Night owl', callToAction: offer({ unit: 'hours', duration: 12 }) },
        london,
      ),
    );
    expect(fake.posts[0]!.event!.schedule).toEqual({
      startDate: { year: 2026, month: 3, day: 28 },
      startTime: { hours: 20, minutes: 0 },
      endDate: { year: 2026, month: 3, day: 29 },
      endTime: { hours: 9, minutes: 0 },
    });
  });

  it('without a known time zone, keeps the times as the user wrote them (their offset)', async () => {
    const event = { startsAt: '2026-04-02T19:00:00+02:00', endsAt: '2026-04-02T21:30:00+02:00' };
    await post({ title: 'Tasting', extra: { event } });
    expect(fake.posts[0]!.event!.schedule).toMatchObject({
      startTime: { hours: 19, minutes: 0 },
      endTime: { hours: 21, minutes: 30 },
    });
  });

  it('refuses an offer without a title and a video, before sending', async () => {
    const untitled = await failure(post({ callToAction: offer({}) }));
    expect([untitled.kind, untitled.message]).toEqual([
      'bad_content',
      'Please add title to Your Google My Business Offer post',
    ]);
    const video = await failure(post({ video: { ...media(host, '/d.mp4'), thumbnail: null } }));
    expect(video.kind).toBe('bad_content');
    expect(fake.posts).toEqual([]);
  });
});

describe('Google Business Profile: errors', () => {
  it("fails a field Google refuses with the field's message (400 INVALID_ARGUMENT)", async () => {
    const error = await failure(post({ title: 'T'.repeat(59), callToAction: offer({}) }));
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'bad_content',
      'INVALID_ARGUMENT',
      'Request contains an invalid argument. The event title must be 58 characters or fewer.',
    ]);
  });

  it('fails a photo Google cannot fetch', async () => {
    const error = await failure(post({ images: [{ url: `${host.url}/missing.png` }] }));
    expect(error.message).toBe(
      'Request contains an invalid argument. The photo could not be fetched from its source URL.',
    );
  });

  it('fails a location that cannot take posts (403 PERMISSION_DENIED)', async () => {
    const popup = { ...downtown, externalId: 'locations/11100000000000000003' };
    const error = await failure(post({}, popup));
    expect([error.kind, error.networkCode]).toEqual(['bad_content', 'PERMISSION_DENIED']);
  });

  it('asks to reconnect on 401 and on a token without business.manage', async () => {
    fake.oauth.expireAll();
    expect((await failure(post({}))).kind).toBe('auth');
    fake.oauth.grantOnly = ['openid'];
    tokens = await connectThroughOAuth(provider);
    expect((await failure(post({}))).kind).toBe('auth');
  });

  it('waits on 429 RESOURCE_EXHAUSTED', async () => {
    fake.requestsLeft = 0;
    const error = await failure(post({}));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'RATE_LIMIT_EXCEEDED']);
  });

  it('retries a 503 and calls a lost answer to the post unconfirmed', async () => {
    const route = 'POST /v4/accounts/1000/locations/11100000000000000001/localPosts';
    fake.script.push(route, {
      status: 503,
      json: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
    });
    expect((await failure(post({}))).kind).toBe('transient');
    fake.script.push(route, 'drop');
    expect((await failure(post({}))).kind).toBe('unconfirmed');
  });
});
