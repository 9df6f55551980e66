import { spawn } from 'node:child_process';

/**
 * Runs ffmpeg or ffprobe (Debian's ffmpeg package, decision 0092) with a time limit and a cap on
 * what it prints; one run at a time in this process, so video work cannot take both cores.
 */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const maxOutputBytes = 32 * 1024 * 1024;
let queue: Promise<unknown> = Promise.resolve();

function runNow(command: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    const chunks: Buffer[] = [];
    let size = 0;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 2_000) errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new FfmpegError(`${command}: ${error.message}`, error.code === 'ENOENT')),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new FfmpegError(`${command} ended with ${signal ?? code}: ${errors.trim().slice(0, 500)}`));
    });
  });
}

export function runFfmpeg(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  timeoutMs = 60_000,
): Promise<Buffer> {
  const run = queue.then(() => runNow(command, args, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
}
