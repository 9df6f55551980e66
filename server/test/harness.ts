import { randomBytes } from 'node:crypto';
import { calendarPostsReplyPageSchema, type Page } from '@kairos/core';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/open-database';
import { createTokenCipher, type TokenCipher } from '../src/crypto/token-cipher';
import { buildApp, type App } from '../src/http/app';
import { closeApp } from '../src/http/close-app';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import type { SafeFetchOptions } from '../src/net/safe-fetch';
import type { ProviderRegistry } from '../src/providers/provider';
import { preparePublishQueue } from '../src/modules/publishing/start-publishing';
import { createQueue } from '../src/queue/open-queue';

export interface ApiReply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  baseUrl: string;
  app: App;
  database: OpenDatabase;
  mail: MailMessage[];
  clock: { now(): Date; advance(ms: number): void };
  config: Config;
  queue: PgBoss | null;
  cipher: TokenCipher;
  api<T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiReply<T>>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database per test file when TEST_DATABASE_URL is set (as CI does), else in-memory PGlite. */
async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `kairos_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  queue?: boolean;
  providers?: ProviderRegistry;
  /** Lets the server fetch a local test page (safe-fetch refuses loopback otherwise). */
  fetchOptions?: SafeFetchOptions;
  /** Fastify's logger options; off unless a test wants the server's own account of an error. */
  logger?: boolean | object;
}

/** Runs one step of closing a test server, saying so on stderr when it is still running after 10 s. */
async function slowStepTold(step: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  const warn = setInterval(
    () =>
      process.stderr.write(
        `test server: closing ${step} for ${Math.round((Date.now() - started) / 1000)} s\n`,
      ),
    10_000,
  );
  try {
    await run();
  } finally {
    clearInterval(warn);
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fresh = await freshDatabaseUrl();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://kairos.test',
    WEB_DIST_DIR: '/nonexistent',
    // Test files sign up many users from one address; rate-limits.test.ts sets its own figures.
    RATE_LIMIT_SIGNUPS_PER_HOUR: '0',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '0',
    RATE_LIMIT_FETCHES_PER_MINUTE: '0',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    // New teams start with the sign-up trial, as with billing on; billing tests set their own.
    DEFAULT_PLAN: 'trial',
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize: 4 });
  let queue: PgBoss | null = null;
  if (options.queue) {
    queue = createQueue(database);
    queue.on('error', () => undefined); // a test that closes the database first must not crash the run
    await queue.start();
    await preparePublishQueue(queue);
  }
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mail.push(message) };
  let current = Date.now();
  const clock = { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
  const cipher = createTokenCipher(randomBytes(32));
  const app = await buildApp({
    config,
    database,
    queue,
    mailer,
    providers: options.providers ?? new Map(),
    cipher,
    now: clock.now,
    fetchOptions: options.fetchOptions,
    logger: options.logger ?? false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function api(
    method: string,
    path: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as any, headers: response.headers };
  }

  return {
    baseUrl,
    app,
    database,
    mail,
    clock,
    config,
    queue,
    cipher,
    api,
    close: async () => {
      await slowStepTold('the HTTP server', () => closeApp(app, 2_000));
      await slowStepTold('the queue', async () => queue?.stop({ graceful: false }));
      await slowStepTold('the database', () => database.close());
      await slowStepTold('dropping the database', () => fresh.drop());
    },
  };
}

let counter = 0;

/** Registers a new owner (a new team with one calendar) and returns its token, user and calendar. */
export async function registerOwner(server: TestServer, name = 'Owner') {
  counter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '')}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse 42';
  const reply = await signUp(server, { name, email, password });
  const calendars = await server.api('GET', '/api/calendars', { token: reply.body.token });
  return {
    token: reply.body.token as string,
    user: reply.body.user,
    email,
    password,
    calendarId: calendars.body[0]._id as string,
  };
}

/** Signs up as a person does: the sign-up, then the link of the mail it sends. */
export async function signUp(
  server: TestServer,
  body: { name: string; email: string; password: string; timezone?: string },
) {
  const asked = await server.api('POST', '/api/session/register', { body });
  if (asked.status !== 202) throw new Error(`sign-up failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const mail = server.mail.filter((sent) => sent.to === body.email.trim().toLowerCase()).at(-1);
  const reply = await server.api('POST', '/api/session/confirm-registration', {
    body: { token: signupToken(mail?.text ?? '') },
  });
  if (reply.status !== 201)
    throw new Error(`confirming failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}

/** The token of the /signup/confirm link in a mail's text. */
export function signupToken(text: string): string {
  const match = /\/signup\/confirm\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no sign-up link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

/** Invites a member and completes the invitation, returning a logged-in token. */
export async function addMember(
  server: TestServer,
  ownerToken: string,
  role: 'admin' | 'editor' | 'viewer',
  calendars: string[],
) {
  counter += 1;
  const email = `${role}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const invited = await server.api('POST', '/api/team/members', {
    token: ownerToken,
    body: { email, role, calendars },
  });
  if (invited.status !== 201)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = invitationToken(server.mail.at(-1)?.text ?? '');
  const password = 'member password 7';
  const accepted = await server.api('POST', '/api/session/accept-invitation', { body: { token, password } });
  if (accepted.status !== 201) throw new Error(`accepting invite failed: ${JSON.stringify(accepted.body)}`);
  return { token: accepted.body.token as string, id: invited.body._id as string, email, password };
}

/** The token of the /accept-invitation link in an invitation mail's text. */
export function invitationToken(text: string): string {
  const match = /\/accept-invitation\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the /create-new-password link in a mail's text. */
export function linkToken(text: string): string {
  const match = /\/create-new-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

/**
 * Every item of a paged list: follows `nextCursor` from `path` until the last page. The calendar's
 * compact reply (posts by day, accounts by index) is expanded into its posts.
 */
export async function allPages<T = any>(server: TestServer, path: string, token: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = cursor === null ? path : `${path}${separator}cursor=${encodeURIComponent(cursor)}`;
    const reply = await server.api<Page<T>>('GET', url, { token });
    if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
    const page =
      'days' in reply.body ? (calendarPostsReplyPageSchema.parse(reply.body) as Page<T>) : reply.body;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}
