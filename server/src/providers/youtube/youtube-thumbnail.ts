import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { downloadMedia, type MediaBytes } from '../media-bytes';
import { readAnswer } from '../read-answer';

const channelStatus = z.object({
  items: z
    .array(z.object({ status: z.object({ longUploadsStatus: z.string().nullish() }).nullish() }))
    .default([]),
});

/**
 * Custom thumbnails need a verified channel (spec: "Custom video thumbnail works only for a verified
 * YouTube account"). Verification is what also unlocks long uploads, so the channel's status part says
 * it: longUploadsStatus 'allowed'. Read at send time, as a channel may be verified after connecting.
 */
export async function channelIsVerified(http: HttpClient, apiBase: string, bearer: string): Promise<boolean> {
  const answer = await http.request({
    url: `${apiBase}/channels`,
    query: { part: 'status', mine: true },
    bearer,
  });
  const [channel] = readAnswer(channelStatus, answer.body, 'transient', 'channel status').items;
  return channel?.status?.longUploadsStatus === 'allowed';
}

/**
 * The thumbnail a send will set, read from our storage before the video goes up (a failure then is
 * still a clean retry); null when the channel is not verified.
 */
export async function thumbnailToSet(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  imageUrl: string | null | undefined,
): Promise<MediaBytes | null> {
  if (!imageUrl || !(await channelIsVerified(http, apiBase, bearer))) return null;
  return downloadMedia(http, { url: imageUrl });
}

/** thumbnails.set: the image's bytes as the media body (JPEG or PNG, at most 2 MB). */
export async function setThumbnail(
  http: HttpClient,
  uploadBase: string,
  bearer: string,
  videoId: string,
  file: MediaBytes,
): Promise<void> {
  await http.request({
    method: 'POST',
    url: `${uploadBase}/thumbnails/set`,
    query: { videoId, uploadType: 'media' },
    bearer,
    headers: { 'content-type': file.mimeType },
    body: file.bytes,
    // Setting the same thumbnail twice leaves one thumbnail.
    idempotent: true,
  });
}
