/** The frame a <video> shows now, as a JPEG of the video's own size (so its aspect ratio matches). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (context === null || canvas.width === 0) return reject(new Error('This video cannot be read here.'));
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    try {
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('The frame could not be captured.')) : resolve(blob)),
        'image/jpeg',
        0.9,
      );
    } catch {
      // A video from another site without CORS permission locks the canvas.
      reject(
        new Error("This video's website does not allow capturing frames. Please choose a file instead."),
      );
    }
  });
}

/** Width and height of a picture file, or null when the browser cannot decode it. */
export function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}
