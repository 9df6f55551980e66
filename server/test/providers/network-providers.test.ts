import { describe, expect, it } from 'vitest';
import { networkProviders } from '../../src/providers/network-providers';

const credentials = {
  X_CLIENT_ID: 'id',
  X_CLIENT_SECRET: 'secret',
  FACEBOOK_APP_ID: 'id',
  FACEBOOK_APP_SECRET: 'secret',
  LINKEDIN_CLIENT_ID: 'id',
  LINKEDIN_CLIENT_SECRET: 'secret',
  THREADS_APP_ID: 'id',
  THREADS_APP_SECRET: 'secret',
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
  PINTEREST_APP_ID: 'id',
  PINTEREST_APP_SECRET: 'secret',
  TIKTOK_CLIENT_KEY: 'key',
  TIKTOK_CLIENT_SECRET: 'secret',
  HOOTSUITE_CLIENT_ID: 'id',
  HOOTSUITE_CLIENT_SECRET: 'secret',
};

describe('the networks this server offers', () => {
  it('lists every real network once', () => {
    expect(networkProviders({}).map((provider) => provider.socialMedia)).toEqual([
      'twitter',
      'mastodon',
      'bluesky',
      'facebook',
      'instagram-business',
      'linkedin',
      'threads',
      'youtube',
      'googleMB',
      'pinterest',
      'tiktok',
      'hootsuite',
    ]);
  });

  it('shows a network without its credentials as not configured (Mastodon and Bluesky need none)', () => {
    const configured = networkProviders({})
      .filter((provider) => provider.isConfigured())
      .map((provider) => provider.socialMedia);
    expect(configured).toEqual(['mastodon', 'bluesky']);
  });

  it('configures each network from its own environment variables', () => {
    expect(networkProviders(credentials).every((provider) => provider.isConfigured())).toBe(true);
  });
});
