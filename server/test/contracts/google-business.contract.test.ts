import { mybusinessaccountmanagement } from '@googleapis/mybusinessaccountmanagement';
import { auth, mybusinessbusinessinformation } from '@googleapis/mybusinessbusinessinformation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleBusinessProvider } from '../../src/providers/google-business/google-business-provider';
import { locationReadMask } from '../../src/providers/google-business/google-business-locations';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import {
  googleBusinessBasesOn,
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from '../fakes/google-business/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges, viewOf } from './contract-routes';
import { googleBusinessRoutes } from './google-business-reference';

/**
 * Our Google Business Profile requests and the fake's answers against Google's references and the
 * official clients (google-business-reference.ts), and those clients sending the same account and
 * location lists to the same fake.
 */
let fake: FakeGoogleBusiness;
let host: FakeHttp;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeGoogleBusiness(), startMediaHost()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

const provider = () =>
  createGoogleBusinessProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...googleBusinessBasesOn(fake),
    timeoutMs: 2000,
  });

describe("Google Business Profile: our requests and the fake's answers follow Google's references", () => {
  it('connect, refresh, the locations, a standard post, an event, an offer and a refusal', async () => {
    const exchanges = fake.script.record();
    const google = provider();
    const tokens = await google.refresh(await connectThroughOAuth(google));
    const [location] = await google.listConnectable(tokens);
    const account = { externalId: location!.externalId, type: 'page', metadata: location!.metadata ?? {} };
    const post = (content: Parameters<typeof publishRequest>[1]) =>
      google.publish(publishRequest(tokens, content, account));
    await post({
      message: 'Fresh bread every morning',
      images: [media(host, '/b.jpg')],
      callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.test/bread' },
    });
    await post({
      message: 'Tasting night',
      title: 'Tasting',
      extra: { event: { startsAt: '2030-06-01T18:00:00+02:00', endsAt: '2030-06-01T21:00:00+02:00' } },
    });
    await post({
      message: 'Two for one',
      title: 'Coffee offer',
      callToAction: {
        actionType: 'OFFER',
        url: '',
        offer: { unit: 'days', duration: 3, couponCode: 'TWO', redeemOnlineUrl: '', termsConditions: '' },
      },
    });
    fake.requestsLeft = 0;
    expect((await failure(post({ message: 'Too many' }))).kind).toBe('rate_limited');
    fake.requestsLeft = 300;
    const used = await checkExchanges(exchanges, googleBusinessRoutes);
    expect([...used].sort()).toEqual(googleBusinessRoutes.map((route) => route.route).sort());
  });
});

describe('Google Business Profile: the official clients ask for what we ask', () => {
  it('list the accounts and their locations with the same parameters', async () => {
    const google = provider();
    const tokens = await connectThroughOAuth(google);
    fake.accountsPageSize = 20;
    const exchanges = fake.script.record();
    await google.listConnectable(tokens);
    const mine = await Promise.all(exchanges.splice(0).map((exchange) => viewOf(exchange.request)));
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: tokens.accessToken });
    const rootUrl = `${fake.url}/`;
    const accounts = mybusinessaccountmanagement({ version: 'v1', rootUrl, auth: client });
    const information = mybusinessbusinessinformation({ version: 'v1', rootUrl, auth: client });
    const listed = await accounts.accounts.list({ pageSize: 20 });
    for (const { name } of listed.data.accounts ?? [])
      await information.accounts.locations.list({ parent: name!, readMask: locationReadMask, pageSize: 100 });
    const theirs = await Promise.all(exchanges.map((exchange) => viewOf(exchange.request)));
    expect(theirs).toEqual(mine);
  });
});
