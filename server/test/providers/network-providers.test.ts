import { networkTable } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { networkProviders } from '../../src/providers/network-providers';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';

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

  // Decision 0064: the engine sends a thread's replies and a first comment where core's rules say the
  // network takes them, through these hooks; a network whose rules say so must have them.
  it('sends replies and first comments on every network whose rules take them, and nowhere else', () => {
    const providers = [
      ...networkProviders({}),
      createTestNetworkProvider({ baseUrl: 'http://test.invalid' }),
    ];
    const can = (hook: 'reply' | 'comment') =>
      providers.filter((provider) => provider[hook] !== undefined).map((provider) => provider.socialMedia);
    const say = (rule: 'thread' | 'firstComment') =>
      providers
        .filter((provider) => networkTable[provider.socialMedia][rule] !== undefined)
        .map((provider) => provider.socialMedia);
    expect(can('reply')).toEqual(say('thread'));
    expect(can('reply')).toEqual(['twitter', 'mastodon', 'bluesky', 'threads', 'testNetwork']);
    expect(can('comment')).toEqual(say('firstComment'));
    expect(can('comment')).toEqual(['facebook', 'instagram-business', 'linkedin', 'youtube', 'testNetwork']);
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
