export interface VideoFacts {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

/**
 * What the browser reads from a video's metadata: the server reads the same from the bytes, so this
 * only fills in what it could not (it resolves to null when the browser cannot play the file).
 */
export function videoFacts(source: string, timeoutMs = 5000): Promise<VideoFacts | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (facts: VideoFacts | null) => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      resolve(facts);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done(
        video.videoWidth > 0
          ? { width: video.videoWidth, height: video.videoHeight, duration: video.duration }
          : null,
      );
    video.onerror = () => done(null);
    video.src = source;
  });
}
