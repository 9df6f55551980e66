import { messages } from '@kairos/core';

/** The image editor's state: turned, mirrored, lighter or darker, with a line of text on it. */
export interface ImageEdit {
  /** Clockwise, in quarter turns ("rotate 90 degrees"). */
  rotation: 0 | 90 | 180 | 270;
  flipX: boolean;
  flipY: boolean;
  /** Percent; 100 leaves the picture as it is. */
  brightness: number;
  contrast: number;
  text: string;
  textColor: string;
  textPosition: 'top' | 'center' | 'bottom';
  /** The text's height as a share of the picture's shorter side, in percent. */
  textSize: number;
}

export const initialEdit: ImageEdit = {
  rotation: 0,
  flipX: false,
  flipY: false,
  brightness: 100,
  contrast: 100,
  text: '',
  textColor: '#ffffff',
  textPosition: 'bottom',
  textSize: 8,
};

/** The spec's limit for a title on an image: "You can place text on image up to 26 characters". */
export const overlayMaxLength = 26;

export const overlayError = (text: string) =>
  [...text].length > overlayMaxLength ? messages.callToAction.imageTextTooLong : null;

export const turned = (edit: ImageEdit, by: 90 | -90): ImageEdit => ({
  ...edit,
  rotation: ((((edit.rotation + by) % 360) + 360) % 360) as ImageEdit['rotation'],
});

export const isUnchanged = (edit: ImageEdit) =>
  edit.rotation === 0 &&
  !edit.flipX &&
  !edit.flipY &&
  edit.brightness === 100 &&
  edit.contrast === 100 &&
  edit.text.trim() === '';

/** The picture's size once turned: a quarter turn swaps width and height. */
export function editedSize(width: number, height: number, rotation: ImageEdit['rotation']) {
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** Where the text's baseline sits, and how tall it is, on a picture of this size. */
export function textPlacement(size: { width: number; height: number }, edit: ImageEdit) {
  const fontSize = Math.max(8, Math.round((Math.min(size.width, size.height) * edit.textSize) / 100));
  const margin = fontSize * 0.6;
  const y =
    edit.textPosition === 'top'
      ? margin + fontSize
      : edit.textPosition === 'center'
        ? size.height / 2 + fontSize / 3
        : size.height - margin;
  return { x: size.width / 2, y, fontSize };
}

/** Draws the edited picture on a canvas of `scale` times its edited size (1 for the saved file). */
export function drawEdit(canvas: HTMLCanvasElement, image: HTMLImageElement, edit: ImageEdit, scale = 1) {
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const size = editedSize(natural.width, natural.height, edit.rotation);
  canvas.width = Math.max(1, Math.round(size.width * scale));
  canvas.height = Math.max(1, Math.round(size.height * scale));
  const context = canvas.getContext('2d');
  if (context === null) return;
  context.save();
  context.scale(scale, scale);
  context.filter = `brightness(${edit.brightness}%) contrast(${edit.contrast}%)`;
  context.translate(size.width / 2, size.height / 2);
  context.rotate((edit.rotation * Math.PI) / 180);
  context.scale(edit.flipX ? -1 : 1, edit.flipY ? -1 : 1);
  context.drawImage(image, -natural.width / 2, -natural.height / 2);
  context.restore();
  const text = edit.text.trim();
  if (text === '') return;
  const place = textPlacement(size, edit);
  context.save();
  context.scale(scale, scale);
  context.font = `bold ${place.fontSize}px sans-serif`;
  context.textAlign = 'center';
  context.lineWidth = Math.max(2, place.fontSize / 10);
  context.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  context.fillStyle = edit.textColor;
  context.strokeText(text, place.x, place.y, size.width * 0.92);
  context.fillText(text, place.x, place.y, size.width * 0.92);
  context.restore();
}
