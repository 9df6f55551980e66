import decodeHeic from 'heic-decode';
import sharp from 'sharp';

/** The longest side of a thumbnail: enough for the composer's previews and the calendar. */
const thumbnailSide = 320;

export interface ImageFacts {
  width: number;
  height: number;
}

export async function imageFacts(bytes: Buffer): Promise<ImageFacts> {
  const metadata = await sharp(bytes).metadata();
  // EXIF orientations 5 to 8 rotate by 90 degrees: the picture people see is the other way round.
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
}

export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { animated: false })
    .rotate()
    .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * The JPEG rendition of an image that is not JPEG, for networks that fetch JPEG only (Instagram):
 * same size as the picture people see (EXIF orientation applied), transparency flattened on white,
 * a GIF's first frame.
 */
export async function makeJpegRendition(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { animated: false })
    .rotate()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * HEIC to JPEG. sharp's prebuilt libvips reads HEIC headers but has no HEVC decoder (a patent
 * matter), so the pixels come from libheif compiled to WASM (heic-decode), then sharp encodes.
 */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const image = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}
