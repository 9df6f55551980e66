import type { SocialType } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMastodonAppStore } from '../../src/providers/mastodon/mastodon-apps';
import { networkProviders } from '../../src/providers/network-providers';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { grantableScopes, notGrantable, scopesAsked, type GrantableScopes } from './grantable-scopes';

/**
 * Every authorize URL the product builds asks only scopes its app can be granted (decision 0142):
 * the providers come from `networkProviders(env)`, as the server makes them, with the default
 * configuration and with each optional extra turned on; each connection of a network with several
 * (LinkedIn) is built. Bluesky signs in with an app password: no authorize URL. Both authorize
 * failures found so far (LinkedIn's two products on one app, TikTok's Display API scopes) ask a
 * scope the app type's table lacks.
 */
const credentials = {
  X_CLIENT_ID: 'x',
  X_CLIENT_SECRET: 'x',
  LINKEDIN_CLIENT_ID: 'li',
  LINKEDIN_CLIENT_SECRET: 'li',
  LINKEDIN_PAGES_CLIENT_ID: 'lip',
  LINKEDIN_PAGES_CLIENT_SECRET: 'lip',
  FACEBOOK_APP_ID: 'fb',
  FACEBOOK_APP_SECRET: 'fb',
  THREADS_APP_ID: 'th',
  THREADS_APP_SECRET: 'th',
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 'g',
  PINTEREST_APP_ID: 'p',
  PINTEREST_APP_SECRET: 'p',
  TIKTOK_CLIENT_KEY: 't',
  TIKTOK_CLIENT_SECRET: 't',
  HOOTSUITE_CLIENT_ID: 'h',
  HOOTSUITE_CLIENT_SECRET: 'h',
  MASTODON_ALLOW_HTTP: 'true',
};
/** Every optional scope the configuration can add, each on. */
const extras = {
  FACEBOOK_GROUPS: 'true',
  TIKTOK_EXTRA_SCOPES: 'user.info.profile,user.info.stats,video.list',
};

interface Case {
  network: SocialType;
  connection?: string;
  table: GrantableScopes;
}
const { x, linkedinMember, linkedinPages, metaBusiness, threads, pinterest, hootsuite } = grantableScopes;
const common: Case[] = [
  { network: 'twitter', table: x },
  { network: 'linkedin', connection: 'personal', table: linkedinMember },
  { network: 'linkedin', connection: 'pages', table: linkedinPages },
  { network: 'instagram-business', table: metaBusiness },
  { network: 'threads', table: threads },
  { network: 'youtube', table: grantableScopes.youtube },
  { network: 'googleMB', table: grantableScopes.googleBusiness },
  { network: 'pinterest', table: pinterest },
  { network: 'hootsuite', table: hootsuite },
  { network: 'mastodon', table: grantableScopes.mastodon },
];
const configurations: Array<{ name: string; env: Record<string, string>; cases: Case[] }> = [
  {
    name: 'the default configuration',
    env: credentials,
    cases: [
      ...common,
      { network: 'facebook', table: metaBusiness },
      { network: 'tiktok', table: grantableScopes.tiktokNewApp },
    ],
  },
  {
    name: 'every optional extra configured',
    env: { ...credentials, ...extras },
    cases: [
      ...common,
      { network: 'facebook', table: grantableScopes.metaBusinessWithGroups },
      { network: 'tiktok', table: grantableScopes.tiktokDisplayApi },
    ],
  },
];

let mastodon: FakeMastodon;
beforeAll(async () => {
  mastodon = await startFakeMastodon();
});
afterAll(async () => {
  await mastodon.close();
});

/** The authorize URL as POST /api/accounts/connect builds it, for one network and connection. */
async function authorizeUrlOf(env: Record<string, string>, item: Case): Promise<string> {
  const provider = networkProviders(env, { mastodonApps: memoryMastodonAppStore() }).find(
    (candidate) => candidate.socialMedia === item.network,
  );
  expect(provider?.isConfigured(), item.network).toBe(true);
  return provider!.authorizeUrl({
    state: 'state-0001',
    codeChallenge: provider!.usesPkce ? 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' : null,
    redirectUri: 'https://kairos.test/api/accounts/connect/callback',
    instance: item.network === 'mastodon' ? mastodon.url : undefined,
    connection: item.connection,
  });
}

describe('Authorize URLs ask only scopes their app can be granted', () => {
  for (const configuration of configurations)
    it.each(configuration.cases.map((item) => [item.network, item.connection ?? '', item] as const))(
      `${configuration.name}: %s %s`,
      async (_network, _connection, item) => {
        const asked = scopesAsked(await authorizeUrlOf(configuration.env, item));
        expect(asked.length, 'scopes asked').toBeGreaterThan(0);
        expect(notGrantable(item.table, asked), `${item.table.appType} (${item.table.source})`).toEqual([]);
      },
    );

  it('builds every OAuth network the server offers', () => {
    const oauth = networkProviders(credentials)
      .filter((provider) => provider.connectMethod !== 'credentials')
      .map((provider) => provider.socialMedia);
    const checked = new Set(
      configurations.flatMap((configuration) => configuration.cases.map((item) => item.network)),
    );
    expect(oauth.filter((network) => !checked.has(network))).toEqual([]);
  });

  it("registers the Mastodon app with scopes the instance grants (the authorize URL's must be among them)", () => {
    for (const app of mastodon.apps)
      expect(notGrantable(grantableScopes.mastodon, app.scopes.split(' '))).toEqual([]);
    expect(mastodon.apps.length).toBeGreaterThan(0);
  });

  it("refuses what failed before: TikTok's Display API scopes for a new app, LinkedIn's two products on one app", () => {
    const tiktokBefore = ['user.info.basic', 'user.info.profile', 'video.publish', 'video.list'];
    expect(notGrantable(grantableScopes.tiktokNewApp, tiktokBefore)).toEqual([
      'user.info.profile',
      'video.list',
    ]);
    const linkedInBefore = [
      'openid',
      'profile',
      'w_member_social',
      'r_organization_admin',
      'w_organization_social',
    ];
    expect(notGrantable(linkedinMember, linkedInBefore)).toEqual([
      'r_organization_admin',
      'w_organization_social',
    ]);
    expect(notGrantable(linkedinPages, linkedInBefore)).toEqual(['openid', 'profile']);
  });
});
