import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';

export interface TimedFacts {
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
}

/** Reads bytes on demand: MediaInfo asks for the few ranges it needs, so a 150 MB video is not loaded. */
export type ReadChunk = (offset: number, length: number) => Promise<Buffer>;

let instance: Promise<MediaInfo<'object'>> | null = null;

// One WASM instance for the process: loading it costs more than analysing a file.
function mediaInfo(): Promise<MediaInfo<'object'>> {
  instance ??= mediaInfoFactory({ format: 'object' });
  return instance;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// MediaInfo keeps state per analysis: analyses run one after another.
let queue: Promise<unknown> = Promise.resolve();

export function audioVideoFacts(size: number, read: ReadChunk): Promise<TimedFacts> {
  const run = queue.then(async () => {
    const analyser = await mediaInfo();
    const result = await analyser.analyzeData(size, (length, offset) => read(offset, length));
    const tracks = result.media?.track ?? [];
    const general = tracks.find((track) => track['@type'] === 'General');
    const video = tracks.find((track) => track['@type'] === 'Video');
    const width = video && 'Width' in video ? numberOrNull(video.Width) : null;
    const height = video && 'Height' in video ? numberOrNull(video.Height) : null;
    // Phones record portrait video as landscape frames with a rotation flag.
    const rotation = video && 'Rotation' in video ? Number(video.Rotation) : 0;
    const turned = rotation === 90 || rotation === 270;
    return {
      duration: numberOrNull(general?.Duration) ?? numberOrNull(video?.Duration),
      width: turned ? height : width,
      height: turned ? width : height,
    };
  });
  queue = run.catch(() => undefined);
  return run;
}
