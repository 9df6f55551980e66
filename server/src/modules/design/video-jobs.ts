import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readAll, type MediaStorage } from '../../storage/media-storage';
import type { MediaRow } from './design-repository';
import { runFfmpegJob } from './ffmpeg-job';

const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
const aac = ['-c:a', 'aac', '-b:a', '128k'];
/** Odd sizes are refused by yuv420p H.264: round down to even. */
const evenSize = ['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'];

/** What a video job made: the MP4 and its first frame (the composer shows it as the video's thumbnail). */
export interface MadeVideo {
  bytes: Buffer;
  frame: Buffer;
}

async function withFrame(folder: string, output: string): Promise<MadeVideo> {
  const frame = path.join(folder, 'frame.jpg');
  await runFfmpegJob(['-y', '-i', output, '-frames:v', '1', '-q:v', '3', frame], 0, () => undefined);
  return { bytes: await readFile(output), frame: await readFile(frame) };
}

/** A folder of its own for one job, removed whatever happens. */
async function inTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kairos-video-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function copyOut(storage: MediaStorage, row: MediaRow, file: string): Promise<string> {
  await writeFile(file, await readAll(storage, row.storageKey, row.size));
  return file;
}

/** The video editor: start to end of a video, as MP4 (H.264 + AAC). */
export function trimVideo(
  storage: MediaStorage,
  video: MediaRow,
  span: { start: number; end: number },
  onProgress: (percent: number) => void,
): Promise<MadeVideo> {
  return inTempFolder(async (folder) => {
    const input = await copyOut(storage, video, path.join(folder, 'input'));
    const output = path.join(folder, 'output.mp4');
    const length = span.end - span.start;
    const args = ['-y', '-ss', String(span.start), '-i', input, '-t', String(length)];
    await runFfmpegJob(
      [...args, ...evenSize, ...h264, ...aac, '-movflags', '+faststart', output],
      length,
      onProgress,
    );
    return withFrame(folder, output);
  });
}

/** The video/audio maker: the picture shown for the length of the sound, as MP4. */
export function imageWithAudio(
  storage: MediaStorage,
  image: MediaRow,
  audio: MediaRow,
  onProgress: (percent: number) => void,
): Promise<MadeVideo> {
  return inTempFolder(async (folder) => {
    const picture = await copyOut(storage, image, path.join(folder, 'picture'));
    const sound = await copyOut(storage, audio, path.join(folder, 'sound'));
    const output = path.join(folder, 'output.mp4');
    const inputs = ['-y', '-loop', '1', '-framerate', '2', '-i', picture, '-i', sound];
    const video = [...evenSize, ...h264, '-tune', 'stillimage', '-r', '2'];
    // -shortest alone overshoots with a looped picture (its frames are buffered ahead): cut at the sound's length.
    const length = audio.duration ? ['-t', String(audio.duration)] : [];
    const args = [...inputs, ...video, ...aac, '-shortest', ...length, '-movflags', '+faststart', output];
    await runFfmpegJob(args, audio.duration ?? 0, onProgress);
    return withFrame(folder, output);
  });
}
