import { blueskyOptionsFromEnv, createBlueskyProvider } from './bluesky/bluesky-provider';
import { createFacebookProvider, facebookOptionsFromEnv } from './facebook/facebook-provider';
import {
  createGoogleBusinessProvider,
  googleBusinessOptionsFromEnv,
} from './google-business/google-business-provider';
import { createHootsuiteProvider, hootsuiteOptionsFromEnv } from './hootsuite/hootsuite-provider';
import { createInstagramProvider, instagramOptionsFromEnv } from './instagram/instagram-provider';
import { createLinkedInProvider, linkedInOptionsFromEnv } from './linkedin/linkedin-provider';
import { createMastodonProvider, mastodonOptionsFromEnv } from './mastodon/mastodon-provider';
import { createPinterestProvider, pinterestOptionsFromEnv } from './pinterest/pinterest-provider';
import type { MastodonAppStore } from './mastodon/mastodon-apps';
import type { Provider } from './provider';
import { createThreadsProvider, threadsOptionsFromEnv } from './threads/threads-provider';
import { createTikTokProvider, tiktokOptionsFromEnv } from './tiktok/tiktok-provider';
import { createXProvider, xOptionsFromEnv } from './x/x-provider';
import { createYoutubeProvider, youtubeOptionsFromEnv } from './youtube/youtube-provider';

/** What some providers keep in the database, given by the server (providers import no modules). */
export interface ProviderStores {
  mastodonApps?: MastodonAppStore;
}

/**
 * The real networks' providers, each configured from its own environment variables. Mastodon and
 * Bluesky need no credentials of ours (an app per server; the user's app password), so they are
 * always configured.
 */
export function networkProviders(
  env: Record<string, string | undefined>,
  stores: ProviderStores = {},
): Provider[] {
  return [
    createXProvider(xOptionsFromEnv(env)),
    createMastodonProvider({ ...mastodonOptionsFromEnv(env), apps: stores.mastodonApps }),
    createBlueskyProvider(blueskyOptionsFromEnv(env)),
    createFacebookProvider(facebookOptionsFromEnv(env)),
    createInstagramProvider(instagramOptionsFromEnv(env)),
    createLinkedInProvider(linkedInOptionsFromEnv(env)),
    createThreadsProvider(threadsOptionsFromEnv(env)),
    createYoutubeProvider(youtubeOptionsFromEnv(env)),
    createGoogleBusinessProvider(googleBusinessOptionsFromEnv(env)),
    createPinterestProvider(pinterestOptionsFromEnv(env)),
    createTikTokProvider(tiktokOptionsFromEnv(env)),
    createHootsuiteProvider(hootsuiteOptionsFromEnv(env)),
  ];
}
