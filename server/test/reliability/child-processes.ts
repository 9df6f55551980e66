import { spawn, type ChildProcess } from 'node:child_process';
import { encryptionKey, fastEngineEnv, repositoryRoot } from './reliability-env';
import { freePort } from '../server-process';

export { freePort };

export interface ChildHandle {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once a line of output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx <entry>` from the repository root, with `env` over the test's own. */
export function spawnEntry(entry: string, env: Record<string, string>): ChildHandle {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      if (pattern.test(output)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no ${pattern} from ${entry} within ${timeoutMs} ms:\n${output.slice(-4000)}`)),
          timeoutMs,
        );
        const waiter = {
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
        void exited.then((code) => {
          if (!waiters.includes(waiter)) return;
          clearTimeout(timer);
          reject(new Error(`${entry} exited (${code}) before ${pattern}:\n${output.slice(-4000)}`));
        });
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** A worker process (`npm run worker`) on PostgreSQL, against the fake network in the test process. */
export async function startWorkerProcess(
  databaseUrl: string,
  fakeUrl: string,
  env: Record<string, string> = {},
): Promise<ChildHandle> {
  const worker = spawnEntry('server/src/worker.ts', {
    DATABASE_URL: databaseUrl,
    TEST_NETWORK: 'true',
    TEST_NETWORK_URL: fakeUrl,
    ENCRYPTION_KEY: encryptionKey,
    ...fastEngineEnv,
    ...env,
  });
  await worker.waitForOutput(/Kairos worker is running/);
  return worker;
}
