import { createMastodonProvider, mastodonOptionsFromEnv } from './mastodon/mastodon-provider';
import type { Provider } from './provider';
import { createXProvider, xOptionsFromEnv } from './x/x-provider';

/** The real networks' providers, each configured from its own environment variables. */
export function networkProviders(env: Record<string, string | undefined>): Provider[] {
  return [createXProvider(xOptionsFromEnv(env)), createMastodonProvider(mastodonOptionsFromEnv(env))];
}
