import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import type { AccountType, SocialType } from '../../../../core/networks/social-types';
import { calendars } from './calendars';
import { users } from './users';

export interface AccountAddress {
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  postalCode: string;
}

/** A connected social account of a calendar: a profile, page, group, board, channel or location. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    type: text('type').$type<AccountType>(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /** The network's own id of the profile, page or board; with the network, unique in a calendar. */
    externalId: text('external_id').notNull().default(''),
    parentAccountId: uuid('parent_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    pageId: text('page_id'),
    url: text('url'),
    hootsuiteId: text('hootsuite_id'),
    address: jsonb('address').$type<AccountAddress>(),
    /** Network-specific ids and flags (twitterId, instagramId, verified, instance URL, ...). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM ciphertexts (server/src/crypto/token-cipher.ts); never sent to the client. */
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenExpired: boolean('token_expired').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_calendar_idx').on(table.calendarId),
    uniqueIndex('accounts_calendar_network_external_unique').on(
      table.calendarId,
      table.socialMedia,
      table.externalId,
    ),
  ],
);

/**
 * One run of the connect flow: created with the authorize URL (state, PKCE verifier), then holding
 * what the network offered to connect until the user chooses. Expires after 30 minutes.
 */
export const connectAttempts = pgTable(
  'connect_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    /** Set when reconnecting: the same account gets new tokens. */
    reconnectAccountId: uuid('reconnect_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeVerifierEncrypted: text('code_verifier_encrypted'),
    redirectUri: text('redirect_uri').notNull(),
    /** Which of the provider's connections the user chose (LinkedIn: personal or pages). */
    connection: text('connection'),
    /** After the callback: the connectable accounts with their tokens, encrypted as one JSON document. */
    candidatesEncrypted: text('candidates_encrypted'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('connect_attempts_user_idx').on(table.userId)],
);

/**
 * The app Kairos registered on a Mastodon server (one per server and callback URL). Kept here, not in
 * a process's memory, so a callback that lands on another API process or after a restart finds it.
 * The secret is sealed with the token cipher, like the accounts' tokens.
 */
export const mastodonApps = pgTable(
  'mastodon_apps',
  {
    instance: text('instance').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mastodon_apps_instance_redirect_idx').on(table.instance, table.redirectUri)],
);
