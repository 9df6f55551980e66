import { spawn } from 'node:child_process';
import { timings } from '@kairos/core';

/** ffmpeg failed (a damaged file, a missing codec): the job fails with the studio's message. */
export class VideoJobError extends Error {
  override name = 'VideoJobError';
}

const timeoutMs = 4 * 60 * 1000;
let running: Promise<unknown> = Promise.resolve();

/** Percent done from ffmpeg's `-progress pipe:1` lines (out_time_us is microseconds written). */
export function progressOf(line: string, durationSeconds: number): number | null {
  const match = /^out_time_us=(\d+)$/.exec(line.trim());
  if (!match || durationSeconds <= 0) return null;
  return Math.max(0, Math.min(99, Math.floor(Number(match[1]) / 10_000 / durationSeconds)));
}

function runNow(
  args: string[],
  durationSeconds: number,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostats', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let errors = '';
    let pending = '';
    let lastSent = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const percent = progressOf(line, durationSeconds);
        // Section 9: progress is sent throttled at 1 s.
        if (percent === null || Date.now() - lastSent < timings.progressDebounceMs) continue;
        lastSent = Date.now();
        onProgress(percent);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 4_000) errors += chunk.toString();
    });
    child.on('error', (error) => reject(new VideoJobError(`ffmpeg: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new VideoJobError(`ffmpeg ended with ${signal ?? code}: ${errors.trim().slice(-500)}`));
    });
  });
}

/** One ffmpeg at a time in this process: video work never takes both cores. */
export function runFfmpegJob(
  args: string[],
  durationSeconds: number,
  onProgress: (percent: number) => void,
): Promise<void> {
  const run = running.then(() => runNow(args, durationSeconds, onProgress));
  running = run.catch(() => undefined);
  return run;
}
