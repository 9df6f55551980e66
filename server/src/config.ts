import path from 'node:path';

/** Everything the server reads from the environment, with safe defaults for a first `npm start`. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
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
  webDistDir: string;
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  /** Without SMTP, mails are also written here as JSON files (local testing, the e2e suite). */
  mailDir: string | undefined;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const smtpHost = env.SMTP_HOST?.trim();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repositoryRoot, 'data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    runWorker: flag(env, 'RUN_WORKER', true),
    underMaintenance: flag(env, 'MAINTENANCE', false),
    campaignMaxDurationDays: integer(env, 'CAMPAIGN_MAX_DURATION_DAYS', 182),
    startRemovingFreeUsersDate: env.START_REMOVING_FREE_USERS_DATE?.trim() || null,
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30),
    trustProxy: flag(env, 'TRUST_PROXY', false),
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
  };
}
