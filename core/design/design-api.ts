import { z } from 'zod';
import { mediaViewSchema } from '../media/media-api';
import { designMessages } from './design-messages';
import { designSizeIds } from './design-sizes';

const fieldKey = z.string().min(1).max(40);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: designMessages.badColour });

/**
 * A banner's modifications (spec: "imageData {template, modifications}"): texts, colours, images
 * (media ids of the calendar) and fonts by the template's field keys. Any other key is refused.
 */
export const templateModificationsSchema = z.strictObject(
  {
    texts: z.record(fieldKey, z.string().max(300)).optional(),
    colours: z.record(fieldKey, colour).optional(),
    images: z.record(fieldKey, z.uuid({ error: 'Not a media id' })).optional(),
    fonts: z.record(fieldKey, z.string().max(60)).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? designMessages.unknownModification(issue.keys[0] ?? '')
        : undefined,
  },
);
export type TemplateModifications = z.infer<typeof templateModificationsSchema>;

export const bannerRequestSchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  imageData: z.object({
    template: z.string().min(1).max(80),
    modifications: templateModificationsSchema.default({}),
  }),
});
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

export const templateQuerySchema = z.object({
  name: z.string().trim().max(80).optional(),
  tag: z.string().trim().max(40).optional(),
});

/** Spec: "Graphic template: uid, preview_url"; the fields tell a form what it may change. */
export const graphicTemplateSchema = z.object({
  uid: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  size: z.enum(designSizeIds),
  width: z.number().int(),
  height: z.number().int(),
  preview_url: z.string(),
  fields: z.object({
    texts: z.record(z.string(), z.string()),
    colours: z.record(z.string(), z.string()),
    images: z.array(z.string()),
    fonts: z.record(z.string(), z.string()),
  }),
});
export type GraphicTemplate = z.infer<typeof graphicTemplateSchema>;
export const templateListSchema = z.object({ data: z.array(graphicTemplateSchema) });

export const designJobStartedSchema = z.object({ data: z.object({ uid: z.uuid() }) });

export const designJobStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export const designJobKinds = ['banner', 'trim', 'imageAudio'] as const;
export type DesignJobKind = (typeof designJobKinds)[number];

/** Spec: "GET banner status by uid until data.image_url appears"; videos report progress too. */
export const designJobSchema = z.object({
  data: z.object({
    uid: z.uuid(),
    kind: z.enum(designJobKinds),
    status: z.enum(designJobStatuses),
    progress: z.number().int().min(0).max(100),
    image_url: z.string().nullable(),
    media: mediaViewSchema.nullable(),
    error: z.string().nullable(),
  }),
});
export type DesignJob = z.infer<typeof designJobSchema>['data'];

/** The video editor: keep start to end (seconds) of one of the calendar's videos. */
export const trimRequestSchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  mediaId: z.uuid({ error: 'Not a media id' }),
  start: z.number().min(0).max(36_000),
  end: z.number().positive().max(36_000),
});
export type TrimRequest = z.infer<typeof trimRequestSchema>;

/** The video/audio maker: one picture shown for the length of one audio file. */
export const imageAudioRequestSchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  imageId: z.uuid({ error: 'Not a media id' }),
  audioId: z.uuid({ error: 'Not a media id' }),
});
export type ImageAudioRequest = z.infer<typeof imageAudioRequestSchema>;
