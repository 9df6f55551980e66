import { z } from 'zod';

/** What an uploader says it is for: a kind narrows what it accepts (the video thumbnail takes jpg/png). */
/** What an upload is for; `avatar`: the uploader's own picture (any member may upload one). */
export const uploadPurposes = ['image', 'video', 'audio', 'pdf', 'thumbnail', 'avatar'] as const;

export const uploadRequestSchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  fileName: z.string().trim().min(1).max(255),
  // "HEIC with no type is treated as image/heic": an empty type is allowed here.
  mimeType: z.string().max(100),
  size: z.number().int().positive(),
  kind: z.enum(uploadPurposes).optional(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** Where the browser sends the bytes: straight to storage, with these headers, before expiresAt. */
export const uploadTicketSchema = z.object({
  uploadId: z.uuid(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const mediaViewSchema = z.object({
  _id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** A JPEG copy of an image that is not JPEG (PNG, a GIF's first frame); null otherwise (optional: additive). */
  jpegUrl: z.string().nullable().optional(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, for video and audio. */
  duration: z.number().nullable(),
  is4K: z.boolean(),
});
export type MediaView = z.infer<typeof mediaViewSchema>;

/** The spec's "temporary-file delete with {files}": the composer's Cancel drops what it uploaded. */
export const temporaryDeleteSchema = z.object({
  files: z.array(z.uuid()).max(100),
});

export const imagesByUrlQuerySchema = z.object({ url: z.string().max(2048).default('') });
export const imagesByUrlReplySchema = z.object({ images: z.array(z.string()) });
