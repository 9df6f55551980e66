import { and, eq } from 'drizzle-orm';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import { mastodonApps } from '../../db/schema';
import type { MastodonApp, MastodonAppStore } from '../../providers/mastodon/mastodon-apps';

/** The Mastodon provider's registered apps, in the database so every API process sees them. */
export function createMastodonAppStore(db: Database, cipher: TokenCipher): MastodonAppStore {
  return {
    async find(instance, redirectUri) {
      const [row] = await db
        .select()
        .from(mastodonApps)
        .where(and(eq(mastodonApps.instance, instance), eq(mastodonApps.redirectUri, redirectUri)));
      return row ? { clientId: row.clientId, clientSecret: cipher.decrypt(row.clientSecretEncrypted) } : null;
    },

    /** Two processes registering at once: the first stored wins, the other's app goes unused. */
    async keep(instance, redirectUri, app): Promise<MastodonApp> {
      await db
        .insert(mastodonApps)
        .values({
          instance,
          redirectUri,
          clientId: app.clientId,
          clientSecretEncrypted: cipher.encrypt(app.clientSecret),
        })
        .onConflictDoNothing();
      return (await this.find(instance, redirectUri)) ?? app;
    },
  };
}
