import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaStorage } from '../../../storage/media-storage';
import type { VideoFacts, VideoMaterial } from '../assistant-engine';
import type { Ocr } from './ocr-pool';
import { runFfmpeg } from './run-ffmpeg';

/**
 * A stored video made ready for an engine: copied to a temporary file (storage may be S3), its
 * facts read with ffprobe, frames sampled across it and read by OCR, its audio taken as 16 kHz
 * mono MP3 for speech to text (the first 10 minutes: the transcription API takes 25 MB).
 */
export interface StoredVideo {
  storageKey: string;
  size: number;
  duration: number | null;
  width: number | null;
  height: number | null;
}

const frameCount = 6;
const chunkBytes = 8 * 1024 * 1024;
const maxAudioSeconds = 600;

async function copyToFile(storage: MediaStorage, video: StoredVideo, file: string): Promise<void> {
  const out = createWriteStream(file);
  try {
    for (let offset = 0; offset < video.size; offset += chunkBytes) {
      const chunk = await storage.readRange(
        video.storageKey,
        offset,
        Math.min(chunkBytes, video.size - offset),
      );
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
}

interface Probe {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
}

async function probe(file: string, stored: StoredVideo): Promise<{ facts: VideoFacts; hasAudio: boolean }> {
  const fallback = {
    duration: stored.duration,
    width: stored.width,
    height: stored.height,
    title: null,
    comment: null,
  };
  try {
    const read = JSON.parse(
      (
        await runFfmpeg('ffprobe', [
          '-v',
          'error',
          '-print_format',
          'json',
          '-show_format',
          '-show_streams',
          file,
        ])
      ).toString(),
    ) as Probe;
    const tags = Object.fromEntries(
      Object.entries(read.format?.tags ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const picture = read.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(read.format?.duration);
    return {
      facts: {
        duration: Number.isFinite(duration) ? duration : stored.duration,
        width: stored.width ?? picture?.width ?? null,
        height: stored.height ?? picture?.height ?? null,
        title: tags.title?.trim() || null,
        comment: (tags.comment ?? tags.description ?? tags.synopsis)?.trim() || null,
      },
      hasAudio: read.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
    };
  } catch {
    return { facts: fallback, hasAudio: false };
  }
}

async function framesText(file: string, dir: string, duration: number | null, ocr: Ocr): Promise<string> {
  const rate = duration && duration > 0 ? Math.min(4, frameCount / duration) : 1;
  await runFfmpeg('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    `fps=${rate.toFixed(4)},scale='min(1280,iw)':-2`,
    '-frames:v',
    String(frameCount),
    path.join(dir, 'frame-%02d.png'),
  ]);
  const frames = (await readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
  const lines: string[] = [];
  for (const frame of frames) {
    const text = await ocr.read(await readFile(path.join(dir, frame)));
    for (const line of text.split('\n')) if (line && !lines.includes(line)) lines.push(line);
  }
  return lines.join('\n');
}

async function audio(file: string): Promise<Buffer | null> {
  const mp3 = await runFfmpeg('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-b:a',
    '32k',
    '-t',
    String(maxAudioSeconds),
    '-f',
    'mp3',
    'pipe:1',
  ]);
  return mp3.length > 0 ? mp3 : null;
}

/** Runs `use` with the video's material, then removes the temporary files. */
export async function withVideoMaterial<T>(
  deps: { storage: MediaStorage; ocr: Ocr },
  stored: StoredVideo,
  use: (material: VideoMaterial) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kairos-video-'));
  try {
    const file = path.join(dir, 'video');
    await copyToFile(deps.storage, stored, file);
    const { facts, hasAudio } = await probe(file, stored);
    let frames: Promise<string> | null = null;
    return await use({
      facts,
      audio: () => (hasAudio ? audio(file).catch(() => null) : Promise.resolve(null)),
      framesText: () => (frames ??= framesText(file, dir, facts.duration, deps.ocr).catch(() => '')),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
