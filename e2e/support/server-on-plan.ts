import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
/** The demo team of `npm run seed` (server/src/seed.ts). */
export const demoOwner = { email: 'demo@kairos.local', password: 'kairos demo 1' };

export interface ServerOnPlan {
  baseURL: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((reply) => reply.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${baseURL}/api/health`);
}

/**
 * A second server of the compiled build, with a database of its own holding the seed's demo team on
 * `plan`. The shared e2e server cannot give a team another plan: billing is not built, and signing
 * up gives the Basic trial. So the team's plan is written into the embedded database before this
 * server opens it (PGlite serves one process at a time), as an operator would.
 */
export async function startServerOnPlan(
  name: string,
  plan: string,
  /** When the plan ended (a lapsed subscription); null for a plan without end. */
  expiresAt: Date | null = null,
): Promise<ServerOnPlan> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const baseURL = `http://localhost:${port}`;
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? path.join(repositoryRoot, '.tmp'), name);
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    MAIL_DIR: path.join(dataDir, 'mail'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNUPS_PER_HOUR: '0',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    TEST_NETWORK: 'true',
    DATABASE_URL: '',
  };
  execFileSync(process.execPath, ['server/dist/seed.js'], { cwd: repositoryRoot, env, stdio: 'pipe' });
  const database = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await database.query(
      "UPDATE teams SET subscription_plan = $1, subscription_period = 'monthly', subscription_expires_at = $2",
      [plan, expiresAt?.toISOString() ?? null],
    );
  } finally {
    await database.close();
  }
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: repositoryRoot,
    env,
    stdio: 'ignore',
  });
  await waitForHealth(baseURL, server);
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
