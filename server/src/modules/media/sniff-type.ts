/**
 * The real type of an upload from its first bytes (magic numbers), for the types the product
 * accepts; null for anything else. 64 bytes are enough for every signature here.
 */
export const sniffLength = 64;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

// ISO base media files (MP4, MOV, M4A, HEIC) name their brand in the `ftyp` box at byte 4.
const heicBrands = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
const audioBrands = ['M4A ', 'M4B ', 'F4A '];

function isoBaseMedia(bytes: Buffer): string | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (heicBrands.includes(brand)) return 'image/heic';
  if (audioBrands.includes(brand)) return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP') return 'video/x-m4v';
  return 'video/mp4';
}

export function sniffMediaType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // Matroska and WebM share EBML; the DocType says which.
    return bytes.subarray(0, sniffLength).includes('webm') ? 'video/webm' : null;
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame sync (11 set bits) with layer III, or an AAC ADTS header (layer 00).
  if (bytes[0] === 0xff && bytes[1] !== undefined && (bytes[1] & 0xe0) === 0xe0) {
    return (bytes[1] & 0x06) === 0x00 ? 'audio/aac' : 'audio/mpeg';
  }
  return isoBaseMedia(bytes);
}

/** Types one file may honestly be declared as: a browser says audio/mp3 or video/mp4 for an m4a. */
const sameFile: Readonly<Record<string, readonly string[]>> = {
  'audio/mpeg': ['audio/mpeg', 'audio/mp3'],
  'audio/wav': ['audio/wav', 'audio/x-wav'],
  'audio/mp4': ['audio/mp4', 'audio/x-m4a', 'video/mp4'],
  'video/mp4': ['video/mp4', 'video/quicktime', 'video/x-m4v', 'audio/mp4', 'audio/x-m4a'],
  'video/quicktime': ['video/quicktime', 'video/mp4', 'video/x-m4v'],
  'video/x-m4v': ['video/x-m4v', 'video/mp4', 'video/quicktime'],
};

const family = (type: string) => (type.startsWith('image/') ? 'image' : type);

/**
 * The type to record: the sniffed one when it fits what was declared. Images may be any image
 * (a PNG named .jpg is a PNG); other media must be the declared format or one of its aliases.
 */
export function realTypeFor(declared: string, sniffed: string | null): string | null {
  if (sniffed === null) return null;
  if (family(sniffed) === 'image') return family(declared) === 'image' ? sniffed : null;
  if (sniffed === declared || sameFile[sniffed]?.includes(declared)) {
    // An MP4 container declared as audio is audio (an .m4a the browser could not name).
    return sniffed === 'video/mp4' && declared.startsWith('audio/') ? 'audio/mp4' : sniffed;
  }
  return null;
}
