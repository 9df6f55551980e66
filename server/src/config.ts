import path from 'node:path';
import { readDefaultPlan } from '@kairos/core';
import { repositoryRoot } from './server-root';
import { atLeast, flag, integer, type Env } from './config-values';
import { loadStockImagesConfig, type StockImagesConfig } from './modules/images/stock-images-config';
import { loadFollowersConfig, type FollowersConfig } from './modules/stats/followers-config';
import { loadMetricsConfig, type MetricsConfig } from './modules/stats/metrics-config';

/** Everything the server reads from the environment, with safe defaults for a first `npm start`. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL was not set: publicUrl is http://localhost:PORT (see http/canonical-address.ts). */
  publicUrlDerived: boolean;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Run a publishing worker inside the API process (npm start does; scale-out deployments may not). */
  runWorker: boolean;
  underMaintenance: boolean;
  campaignMaxDurationDays: number;
  startRemovingFreeUsersDate: string | null;
  sessionTtlDays: number;
  trustProxy: boolean;
  /** Unset: /metrics is off. Set: Prometheus scrapes it with this bearer token. */
  metricsToken: string | undefined;
  rateLimits: RateLimitConfig;
  /** The top navigation's external links; unset: not shown. */
  consultingUrl: string | null;
  supportUrl: string | null;
  webDistDir: string;
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  /** Without SMTP, mails are also written here as JSON files (local testing, the e2e suite). */
  mailDir: string | undefined;
  /** 32 bytes for AES-256-GCM of tokens at rest; unset: a key generated under dataDir. */
  encryptionKey: string | undefined;
  publishing: PublishingConfig;
  tokenKeeper: TokenKeeperConfig;
  testNetwork: TestNetworkConfig;
  media: MediaConfig;
  assistant: AssistantConfig;
  stockImages: StockImagesConfig;
  /**
   * Private addresses the server may fetch users' URLs from anyway (UNSAFE_FETCH_ALLOW_ADDRESSES,
   * comma-separated IPs): for the e2e suite's local pages only, never in production. Unset: none.
   */
  unsafeFetchAllowAddresses: string[];
  billing: BillingConfig;
  metrics: MetricsConfig;
  followers: FollowersConfig;
}

/**
 * Stripe (docs/decisions/0100-billing-with-stripe.md). Without a secret key billing is off: a
 * self-hosted install gives every new team `defaultPlan`.
 */
export interface BillingConfig {
  stripeSecretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Where the Stripe API answers; unset: Stripe's own. Tests point these at the fake Stripe. */
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
  /** How long one Stripe call may take before the user is told to try again. */
  timeoutMs: number;
  /** The period_plan of new teams when billing is off (DEFAULT_PLAN). */
  defaultPlan: string | undefined;
  /** Written to past the top plan (contact support by e-mail). */
  supportEmail: string | null;
}

/** The writing assistant (decision 0091): the built-in engine always; a model when AI_* are set. */
export interface AssistantConfig {
  /** Null: the built-in engine answers everything. */
  model: ModelConfig | null;
  /** Threads of the built-in engine (language model, dictionary). */
  threads: number;
  /** Threads reading text in images and video frames (OCR). */
  ocrThreads: number;
  /** Answers kept in memory, by a hash of their input. */
  cacheEntries: number;
}

export interface ModelConfig {
  /** An OpenAI-compatible API's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** Speech to text for post-from-video (/v1/audio/transcriptions); null: not used. */
  transcriptionModel: string | null;
  /** Every call to the model is cut after this long, and the built-in answer given. */
  timeoutMs: number;
  /** The model takes images: it proposes 'Images Related Hashtags' beside the OCR's. */
  vision: boolean;
}

/** Where uploads live: local disk under dir, or any S3-compatible bucket when s3 is set. */
export interface MediaConfig {
  dir: string;
  /** HMAC key of the local upload and read URLs; unset: derived from the encryption key. */
  signingKey: string | undefined;
  uploadUrlSeconds: number;
  readUrlSeconds: number;
  s3: S3Config | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PublishingConfig {
  /** How long a claim holds without a heartbeat; a dead worker's send is settled after it. */
  claimSeconds: number;
  /** How often each worker sweeps for lost jobs and expired claims. */
  sweepSeconds: number;
  /** Transient failures retry within this window after the due time, then fail. */
  retryWindowMinutes: number;
  /** The first retry's delay; each next one doubles, up to 30 minutes. */
  retryBaseSeconds: number;
  /** Jobs one poller of a worker claims at once (a worker runs three); the network's slots cap the sends. */
  concurrency: number;
}

/** The token keeper (docs/decisions/0031-token-keeper.md): renews tokens before idle accounts lapse. */
export interface TokenKeeperConfig {
  /** How often each worker looks for tokens to renew; 0 turns the keeper off. */
  intervalSeconds: number;
  /** Long-lived tokens are renewed this many days before they expire; short-lived ones idle this long are exercised. */
  renewDays: number;
  /** A short-lived token is renewed ahead when one of its account's posts is due within these minutes. */
  beforePostMinutes: number;
  /** Accounts one round hands out at most. */
  batch: number;
}

/** The engine's own test network (off by default): a fake network for tests and demos. */
export interface TestNetworkConfig {
  enabled: boolean;
  /** Where its API answers; unset with enabled: the server starts the fake network in-process. */
  baseUrl: string | undefined;
}

/** Requests allowed per client in each limit's window (an hour for sign-ups, else a minute); 0: off. */
export interface RateLimitConfig {
  signups: number;
  uploads: number;
  fetches: number;
  public: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const smtpHost = env.SMTP_HOST?.trim();
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repositoryRoot, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlDerived: !env.PUBLIC_URL?.trim(),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    runWorker: flag(env, 'RUN_WORKER', true),
    underMaintenance: flag(env, 'MAINTENANCE', false),
    campaignMaxDurationDays: integer(env, 'CAMPAIGN_MAX_DURATION_DAYS', 182),
    startRemovingFreeUsersDate: env.START_REMOVING_FREE_USERS_DATE?.trim() || null,
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    rateLimits: {
      signups: integer(env, 'RATE_LIMIT_SIGNUPS_PER_HOUR', 20),
      uploads: integer(env, 'RATE_LIMIT_UPLOADS_PER_MINUTE', 60),
      fetches: integer(env, 'RATE_LIMIT_FETCHES_PER_MINUTE', 30),
      public: integer(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', 120),
    },
    consultingUrl: env.CONSULTING_URL?.trim() || null,
    supportUrl: env.SUPPORT_URL?.trim() || null,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repositoryRoot, 'web/dist')),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: integer(env, 'SMTP_PORT', 587),
          secure: flag(env, 'SMTP_SECURE', false),
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
        }
      : undefined,
    mailFrom: env.SMTP_FROM ?? 'Kairos <no-reply@localhost>',
    mailDir: env.MAIL_DIR?.trim() ? path.resolve(env.MAIL_DIR.trim()) : undefined,
    encryptionKey: env.ENCRYPTION_KEY?.trim() || undefined,
    publishing: {
      claimSeconds: integer(env, 'PUBLISH_CLAIM_SECONDS', 30),
      sweepSeconds: integer(env, 'PUBLISH_SWEEP_SECONDS', 60),
      retryWindowMinutes: integer(env, 'PUBLISH_RETRY_WINDOW_MINUTES', 360),
      retryBaseSeconds: Number(env.PUBLISH_RETRY_BASE_SECONDS ?? 30) || 30,
      concurrency: integer(env, 'PUBLISH_CONCURRENCY', 20),
    },
    tokenKeeper: {
      intervalSeconds: integer(env, 'TOKEN_KEEPER_SECONDS', 600),
      renewDays: atLeast(2, 'TOKEN_RENEW_DAYS', integer(env, 'TOKEN_RENEW_DAYS', 7)),
      beforePostMinutes: integer(env, 'TOKEN_RENEW_BEFORE_POST_MINUTES', 30),
      batch: Math.max(1, integer(env, 'TOKEN_RENEW_BATCH', 50)),
    },
    testNetwork: {
      enabled: flag(env, 'TEST_NETWORK', false),
      baseUrl: env.TEST_NETWORK_URL?.trim() || undefined,
    },
    media: loadMediaConfig(env, dataDir),
    assistant: loadAssistantConfig(env),
    stockImages: loadStockImagesConfig(env),
    unsafeFetchAllowAddresses: (env.UNSAFE_FETCH_ALLOW_ADDRESSES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    metrics: loadMetricsConfig(env),
    followers: loadFollowersConfig(env),
    billing: loadBillingConfig(env),
  };
}

function loadBillingConfig(env: Env): BillingConfig {
  const protocol = env.STRIPE_API_PROTOCOL?.trim();
  if (protocol && protocol !== 'http' && protocol !== 'https')
    throw new Error(`STRIPE_API_PROTOCOL must be http or https, got '${protocol}'`);
  const port = env.STRIPE_API_PORT?.trim();
  // An unknown DEFAULT_PLAN stops the start with a clear message.
  readDefaultPlan(env.DEFAULT_PLAN);
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    apiHost: env.STRIPE_API_HOST?.trim() || undefined,
    apiPort: port ? integer(env, 'STRIPE_API_PORT', 443) : undefined,
    apiProtocol: protocol ? (protocol as 'http' | 'https') : undefined,
    timeoutMs: integer(env, 'STRIPE_TIMEOUT_MS', 20_000),
    defaultPlan: env.DEFAULT_PLAN?.trim() || undefined,
    supportEmail: env.SUPPORT_EMAIL?.trim() || null,
  };
}

function loadAssistantConfig(env: Env): AssistantConfig {
  const baseUrl = env.AI_BASE_URL?.trim().replace(/\/+$/, '');
  const model = env.AI_MODEL?.trim();
  const transcription = env.AI_TRANSCRIPTION_MODEL?.trim() || 'whisper-1';
  return {
    model:
      baseUrl && model
        ? {
            baseUrl,
            model,
            apiKey: env.AI_API_KEY?.trim() || undefined,
            transcriptionModel: transcription === 'none' ? null : transcription,
            timeoutMs: atLeast(100, 'AI_TIMEOUT_MS', integer(env, 'AI_TIMEOUT_MS', 20_000)),
            vision: flag(env, 'AI_VISION', false),
          }
        : null,
    threads: atLeast(1, 'ASSISTANT_THREADS', integer(env, 'ASSISTANT_THREADS', 1)),
    ocrThreads: atLeast(1, 'ASSISTANT_OCR_THREADS', integer(env, 'ASSISTANT_OCR_THREADS', 1)),
    cacheEntries: integer(env, 'ASSISTANT_CACHE_ENTRIES', 1_000),
  };
}

function loadMediaConfig(env: Env, dataDir: string): MediaConfig {
  const s3 = {
    endpoint: env.S3_ENDPOINT?.trim().replace(/\/+$/, ''),
    bucket: env.S3_BUCKET?.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim(),
  };
  const { endpoint, bucket, accessKeyId, secretAccessKey } = s3;
  return {
    dir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    signingKey: env.MEDIA_SIGNING_KEY?.trim() || undefined,
    uploadUrlSeconds: integer(env, 'MEDIA_UPLOAD_URL_SECONDS', 15 * 60),
    readUrlSeconds: integer(env, 'MEDIA_READ_URL_SECONDS', 24 * 3600),
    s3:
      endpoint && bucket && accessKeyId && secretAccessKey
        ? { endpoint, bucket, region: s3.region, accessKeyId, secretAccessKey }
        : undefined,
  };
}
