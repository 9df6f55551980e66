import sharp from 'sharp';

/** app.bsky.embed.images#image: "May be up to 2 MB, formerly limited to 1 MB" (maxSize 2,000,000). */
export const blueskyImageMaxBytes = 2_000_000;
/** app.bsky.embed.external#external: the link card's thumbnail (maxSize 1,000,000). */
export const blueskyThumbMaxBytes = 1_000_000;

/** The long edges tried, largest first: Bluesky shows images at most 2,000 px wide. */
const longEdges = [2000, 1600, 1200, 1000, 800];
const qualities = [85, 75, 65];

/**
 * An image under the lexicon's byte limit: as it is when it fits, else re-encoded as JPEG at the
 * largest size and quality that fits. The PDS refuses a record whose blob is over the limit, so an
 * image we cannot bring under it fails as bad content rather than at the network.
 */
export async function fitImage(
  bytes: Uint8Array,
  mimeType: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  if (bytes.length <= maxBytes) return { bytes, mimeType };
  for (const edge of longEdges) {
    for (const quality of qualities) {
      const smaller = await sharp(bytes)
        .rotate()
        .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (smaller.length <= maxBytes) return { bytes: smaller, mimeType: 'image/jpeg' };
    }
  }
  return null;
}
