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

  it("names the origins a send talks to, so a burst's connections can be opened ahead", () => {
    const account = { externalId: '1', type: 'personal', metadata: { service: 'https://pds.example.net' } };
    const origins = Object.fromEntries(
      networkProviders({ X_API_BASE: 'https://api.x.test/2' }).map((provider) => [
        provider.socialMedia,
        provider.publishOrigins?.(account) ?? null,
      ]),
    );
    expect(origins).toEqual({
      twitter: ['https://api.x.test'],
      // A server of the user's own: its address is checked at each request, not opened ahead.
      mastodon: null,
      bluesky: ['https://pds.example.net'],
      facebook: ['https://graph.facebook.com'],
      'instagram-business': ['https://graph.facebook.com'],
      linkedin: ['https://api.linkedin.com'],
      threads: ['https://graph.threads.net'],
      youtube: ['https://www.googleapis.com'],
      googleMB: ['https://mybusiness.googleapis.com'],
      pinterest: ['https://api.pinterest.com'],
      tiktok: ['https://open.tiktokapis.com'],
      hootsuite: ['https://platform.hootsuite.com'],
    });
  });
});
