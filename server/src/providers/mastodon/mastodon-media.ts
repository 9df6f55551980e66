import { z } from 'zod';
import type { HttpClient, HttpResponse } from '../http-client';
import { mediaUploadTimeoutMs, multipartStream, openMediaStream } from '../media-stream';
import type { PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

const attachment = z.object({ id: z.string(), url: z.string().nullish() });

/**
 * POST /api/v2/media: 200 when the server processed the file at once, 202 (url null) when it is
 * still processing; then GET /api/v1/media/:id answers 206 until it is ready. Uploading twice only
 * leaves an unattached file, so a lost answer is retried.
 */
export async function uploadMastodonMedia(
  http: HttpClient,
  input: { instance: string; bearer: string; media: PublishMedia; pollMs: number; maxPolls: number },
): Promise<string> {
  // Streamed from our storage into the form: the video is never whole in memory.
  const file = await openMediaStream(input.media);
  let answer: HttpResponse;
  try {
    // `description`: the image's alt text, "a plain-text description of the media, for accessibility".
    const form = multipartStream(input.media.alt ? { description: input.media.alt } : {}, {
      name: 'file',
      filename: file.mimeType.replace('/', '.'),
      media: file,
    });
    answer = await http.request({
      method: 'POST',
      url: `${input.instance}/api/v2/media`,
      bearer: input.bearer,
      idempotent: true,
      headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
      body: form.body,
      timeoutMs: mediaUploadTimeoutMs,
    });
  } finally {
    file.body.destroy();
  }
  let uploaded = readAnswer(attachment, answer.body, 'transient', 'media answer');
  for (let poll = 0; !uploaded.url; poll += 1) {
    if (poll >= input.maxPolls)
      throw new PublishError('transient', 'The server is still processing the media');
    await new Promise((resolve) => setTimeout(resolve, input.pollMs));
    const status = await http.request({
      url: `${input.instance}/api/v1/media/${uploaded.id}`,
      bearer: input.bearer,
      acceptStatuses: [206],
    });
    uploaded = readAnswer(attachment, status.body, 'transient', 'media answer');
    if (status.status === 206) uploaded = { ...uploaded, url: null };
  }
  return uploaded.id;
}
