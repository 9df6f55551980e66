/** Spec "Crop presets: Post 1:1, Landscape 1.91:1, Portrait 4:5, Portrait (horizontal) 5:4, Story 9:16". */
export const cropPresets = [
  { label: 'Post', ratioLabel: '1:1', ratio: 1 },
  { label: 'Landscape', ratioLabel: '1.91:1', ratio: 1.91 },
  { label: 'Portrait', ratioLabel: '4:5', ratio: 4 / 5 },
  { label: 'Portrait (horizontal)', ratioLabel: '5:4', ratio: 5 / 4 },
  { label: 'Story', ratioLabel: '9:16', ratio: 9 / 16 },
] as const;

/** Section 9: "Crop zoom step 0.1, min zoom 0.3, rotate 90 degrees." */
export const zoomStep = 0.1;
export const minZoom = 0.3;
export const maxZoom = 3;
export const rotateStep = 90;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Point, Size {}

export interface CropState {
  ratio: number;
  zoom: number;
  rotation: number;
  offset: Point;
}

export const initialCrop: CropState = { ratio: 1, zoom: 1, rotation: 0, offset: { x: 0, y: 0 } };

/** Zoom moves in steps of 0.1 and stays within bounds; rounding keeps 0.1 + 0.2 at 0.3. */
export function stepZoom(zoom: number, steps: number): number {
  const next = Math.round((zoom + steps * zoomStep) * 10) / 10;
  return Math.min(maxZoom, Math.max(minZoom, next));
}

export function rotate(rotation: number): number {
  return (rotation + rotateStep) % 360;
}

/** The image's size once turned: a quarter turn swaps width and height. */
export function rotatedSize(image: Size, rotation: number): Size {
  return rotation % 180 === 0 ? image : { width: image.height, height: image.width };
}

/** The largest box of the ratio that fits the (turned) image: what zoom 1 crops. */
export function cropFrame(image: Size, rotation: number, ratio: number): Size {
  const turned = rotatedSize(image, rotation);
  const width = Math.min(turned.width, turned.height * ratio);
  return { width, height: width / ratio };
}

/** The part of the turned image the crop takes: the frame shrunk by the zoom, moved by the offset. */
export function sourceRect(image: Size, crop: CropState): Rect {
  const turned = rotatedSize(image, crop.rotation);
  const frame = cropFrame(image, crop.rotation, crop.ratio);
  const width = frame.width / crop.zoom;
  const height = frame.height / crop.zoom;
  return {
    x: turned.width / 2 + crop.offset.x - width / 2,
    y: turned.height / 2 + crop.offset.y - height / 2,
    width,
    height,
  };
}

/** The cropped picture's pixels: the frame's size, kept under `maxSide` on its long side. */
export function outputSize(image: Size, crop: CropState, maxSide = 2048): Size {
  const frame = cropFrame(image, crop.rotation, crop.ratio);
  const scale = Math.min(1, maxSide / Math.max(frame.width, frame.height));
  return { width: Math.round(frame.width * scale), height: Math.round(frame.height * scale) };
}

/** Draws the crop of `image` on `canvas` at the canvas's size (white where zoomed out past the edges). */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & Size,
  crop: CropState,
  size: Size,
): void {
  const context = canvas.getContext('2d');
  if (context === null) return;
  canvas.width = size.width;
  canvas.height = size.height;
  const source = sourceRect(image, crop);
  const turned = rotatedSize(image, crop.rotation);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.save();
  context.scale(size.width / source.width, size.height / source.height);
  context.translate(-source.x + turned.width / 2, -source.y + turned.height / 2);
  context.rotate((crop.rotation * Math.PI) / 180);
  // The image's own size (CanvasImageSource alone also admits SVG images, whose width is no number).
  const drawn: Size = image;
  context.drawImage(image, -drawn.width / 2, -drawn.height / 2, drawn.width, drawn.height);
  context.restore();
}
