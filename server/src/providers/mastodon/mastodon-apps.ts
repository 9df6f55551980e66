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

/**
 * Every Mastodon server needs its own app (POST /api/v1/apps) before OAuth. The registered apps are
 * kept in this process's memory, keyed by server and redirect URI: registering is free and a lost
 * registration only means registering again. The trade-off (no schema change): a callback that lands
 * on another API process, or after a restart, finds no app and the user connects again. The account
 * itself needs no app once connected, since Mastodon's tokens do not expire.
 */
export function createMastodonApps(http: HttpClient, appName: string, website: string) {
  const apps = new Map<string, Promise<MastodonApp>>();
  const key = (instance: string, redirectUri: string) => `${instance} ${redirectUri}`;

  async function register(instance: string, redirectUri: string): Promise<MastodonApp> {
    const answer = await http.request({
      method: 'POST',
      url: `${instance}/api/v1/apps`,
      // A second registration is harmless: an unused app.
      idempotent: true,
      form: { client_name: appName, redirect_uris: redirectUri, scopes: mastodonScopes, website },
    });
    const app = readAnswer(appAnswer, answer.body, 'transient', 'app registration');
    return { clientId: app.client_id, clientSecret: app.client_secret };
  }

  return {
    /** The app of this server, registered on first use. */
    ensure(instance: string, redirectUri: string): Promise<MastodonApp> {
      const cacheKey = key(instance, redirectUri);
      let app = apps.get(cacheKey);
      if (!app) {
        app = register(instance, redirectUri);
        apps.set(cacheKey, app);
        app.catch(() => apps.delete(cacheKey));
      }
      return app;
    },
    /** The app the authorize URL was made with, for the code exchange. */
    async registered(instance: string, redirectUri: string): Promise<MastodonApp> {
      const app = apps.get(key(instance, redirectUri));
      if (!app)
        throw new PublishError('transient', 'The app registration for this server was lost; connect again');
      return app;
    },
  };
}
