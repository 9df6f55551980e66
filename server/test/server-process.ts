import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point, as `npm start` runs it, on the embedded database in `dataDir`. */
export async function startServer(port: number, dataDir: string): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      // No SMTP: mails land here, where signUpOn reads the sign-up link.
      MAIL_DIR: path.join(dataDir, 'mail'),
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Up to a minute: tsx compiles the server and PGlite starts, on a machine the other test files load.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/**
 * Signs up on a running server process as a person does: the sign-up, then the link of the mail it
 * wrote to `dataDir/mail`. Gives the answer of the link (201 with the session).
 */
export async function signUpOn(
  port: number,
  dataDir: string,
  person: { name: string; email: string; password: string },
): Promise<Response> {
  const headers = { 'content-type': 'application/json' };
  const asked = await fetch(`http://127.0.0.1:${port}/api/session/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(person),
  });
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}`);
  const mailDir = path.join(dataDir, 'mail');
  const texts = readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === person.email);
  const token = decodeURIComponent(
    /signup\/confirm\?token=([\w%-]+)/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '',
  );
  return fetch(`http://127.0.0.1:${port}/api/session/confirm-registration`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
}
