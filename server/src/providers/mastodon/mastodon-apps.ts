import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

export interface MastodonApp {
  clientId: string;
  clientSecret: string;
}

export const mastodonScopes = 'read:accounts write:statuses write:media';

const appAnswer = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });

/** Where registered apps are kept: the database in the server (modules/accounts/mastodon-app-store). */
export interface MastodonAppStore {
  find(instance: string, redirectUri: string): Promise<MastodonApp | null>;
  /** Stores the app unless one is stored already, and answers the one stored. */
  keep(instance: string, redirectUri: string, app: MastodonApp): Promise<MastodonApp>;
}

/** One process's memory: for tests and tools that run the provider without a database. */
export function memoryMastodonAppStore(): MastodonAppStore {
  const apps = new Map<string, MastodonApp>();
  const key = (instance: string, redirectUri: string) => `${instance} ${redirectUri}`;
  return {
    find: async (instance, redirectUri) => apps.get(key(instance, redirectUri)) ?? null,
    async keep(instance, redirectUri, app) {
      const stored = apps.get(key(instance, redirectUri)) ?? app;
      apps.set(key(instance, redirectUri), stored);
      return stored;
    },
  };
}

/**
 * Every Mastodon server needs its own app (POST /api/v1/apps) before OAuth, keyed by server and
 * redirect URI. Registered once and kept in the store (the database), so the callback finds it on
 * whichever API process it lands, after a restart too. Registering is free: a lost race only leaves
 * an unused app on the server.
 */
export function createMastodonApps(
  http: HttpClient,
  appName: string,
  website: string,
  store: MastodonAppStore,
) {
  async function register(instance: string, redirectUri: string): Promise<MastodonApp> {
    const answer = await http.request({
      method: 'POST',
      url: `${instance}/api/v1/apps`,
      // A second registration is harmless: an unused app.
      idempotent: true,
      form: { client_name: appName, redirect_uris: redirectUri, scopes: mastodonScopes, website },
    });
    const app = readAnswer(appAnswer, answer.body, 'transient', 'app registration');
    return store.keep(instance, redirectUri, { clientId: app.client_id, clientSecret: app.client_secret });
  }

  return {
    /** The app of this server, registered on first use. */
    async ensure(instance: string, redirectUri: string): Promise<MastodonApp> {
      return (await store.find(instance, redirectUri)) ?? register(instance, redirectUri);
    },
    /** The app the authorize URL was made with, for the code exchange. */
    async registered(instance: string, redirectUri: string): Promise<MastodonApp> {
      const app = await store.find(instance, redirectUri);
      if (!app)
        throw new PublishError('transient', 'The app registration for this server was lost; connect again');
      return app;
    },
  };
}
