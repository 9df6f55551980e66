import { z } from 'zod';
import { messages } from '../messages';
import { plainText } from '../validation/control-characters';
import { instantSchema } from '../time/date-schemas';
import { accountOptions, type AccountOption } from '../networks/social-types';
import { callToActionSchema } from './call-to-action-schema';
import { confirmationKinds } from './post-findings';
import { postTimingSchema } from './post-timing-schema';
import { tiktokPostSettingsSchema } from './tiktok-settings-schema';

/** Every id of ours is a UUID: anything else is refused before it reaches a query. */
const idSchema = z.uuid({ error: messages.validation.invalidId });
/** The upload behind a link (an id from POST /api/media/uploads). */
const mediaIdSchema = idSchema;
/** More accounts than any plan connects to one calendar: a bound on the work one post can ask for. */
export const maxAccountsPerPost = 500;
/**
 * A bound on an image's alt text in UTF-16 units, above the longest any network takes (2,000 Bluesky
 * graphemes of joined emoji take up to 22,000 units): each network's own limit is a finding of
 * core/posts/alt-text.ts, shown before Post.
 */
export const maxAltTextLength = 30_000;

export const postImageSchema = z.object({
  url: z.string().min(1),
  /** The upload's JPEG rendition (a PNG, a GIF's first frame), for networks that take JPEG only. */
  jpegUrl: z.string().min(1).optional(),
  mediaId: mediaIdSchema.optional(),
  mimeType: z.string().optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  size: z.number().nonnegative().optional(),
  /** What a screen reader says of the image; sent to every network that takes one (empty: nothing). */
  alt: plainText(z.string().max(maxAltTextLength)).optional(),
});
export type PostImage = z.infer<typeof postImageSchema>;

/**
 * Bounds on a post's follow-up parts (ours, decision 0064): replies a thread may carry after its first
 * part, and the characters of a first comment. No network we send to takes fewer replies or a longer
 * comment (YouTube's 10,000 characters is the longest); each network's own limits are findings.
 */
export const maxThreadReplies = 24;
export const maxFirstCommentLength = 10_000;
/** The most images a reply of a thread carries: the composer's own cap, as for the first part. */
export const maxReplyImages = 10;

/**
 * A later part of a thread ("Add to thread"): sent as a reply to the part before it on the networks
 * that thread (X, Threads, Bluesky, Mastodon), with its own text and images.
 */
export const threadReplySchema = z.object({
  message: plainText(z.string().max(maxFirstCommentLength)).default(''),
  images: z.array(postImageSchema).max(maxReplyImages).default([]),
});
export type ThreadReply = z.infer<typeof threadReplySchema>;

/** YouTube's visibility select; "Default YouTube visibility private on save". */
export const youtubeVisibilities = ['public', 'private', 'unlisted'] as const;

export const postVideoSchema = z.object({
  url: z.string().min(1),
  /** The upload behind `url` and `thumbnail`, so the post keeps them (housekeeping drops unused uploads). */
  mediaId: mediaIdSchema.optional(),
  thumbnail: z.string().nullable().default(null),
  thumbnailMediaId: mediaIdSchema.optional(),
  duration: z.number().nonnegative(),
  videoWidth: z.number().positive(),
  videoHeight: z.number().positive(),
  size: z.number().nonnegative(),
  postingVideoShort: z.boolean().default(false),
  postingVideoForKids: z.boolean().default(false),
  typeOfPostYoutube: z.enum(youtubeVisibilities).default('private'),
});
export type PostVideo = z.infer<typeof postVideoSchema>;

export const postAudioSchema = z.object({
  url: z.string().min(1),
  mediaId: mediaIdSchema.optional(),
  name: z.string().optional(),
  size: z.number().nonnegative().optional(),
  thumbnail: z.string().nullable().default(null),
  duration: z.number().nonnegative().optional(),
});

export const postPdfSchema = z.object({
  url: z.string().min(1),
  mediaId: mediaIdSchema.optional(),
  name: z.string().optional(),
  size: z.number().nonnegative().optional(),
  thumbnail: z.string().nullable().default(null),
});
export type PostAudio = z.infer<typeof postAudioSchema>;
export type PostPdf = z.infer<typeof postPdfSchema>;

/** Spec "Image metadata": the button and title drawn on an image of a web story. */
export const mediaMetadataSchema = z.object({
  mediaId: z.string(),
  buttonText: z.string().default(''),
  buttonTextColor: z.string().default('#FFFFFF'),
  buttonUrl: z.string().default(''),
  buttonColor: z.string().default('#18d1f9'),
  titleText: z.string().default(''),
  titleTextColor: z.string().default('#FFFFFF'),
  titleTextFont: z.string().default('auto'),
});
export type MediaMetadata = z.infer<typeof mediaMetadataSchema>;

const accountFlags = Object.fromEntries(accountOptions.map((option) => [option, z.boolean().optional()])) as {
  [K in AccountOption]: z.ZodOptional<z.ZodBoolean>;
};
export const accountMetadataSchema = z.object({ accountId: z.string().max(100), ...accountFlags });
export type AccountMetadata = z.infer<typeof accountMetadataSchema>;

/**
 * A Google Business Profile event (decision 24: the post becomes an EVENT localPost): its own title
 * and when it runs, as instants. A time not picked yet is null, so core can say it is missing.
 */
export const postEventSchema = z.object({
  title: z.string().default(''),
  startsAt: instantSchema.nullable().default(null),
  endsAt: instantSchema.nullable().default(null),
});
export type PostEvent = z.infer<typeof postEventSchema>;

export const complianceEngineRulesSchema = z.object({
  ignoreCampaignCheck: z.boolean().default(false),
  ignoreComplianceCheck: z.boolean().default(false),
  fixCampaignConflicts: z.boolean().default(false),
});

/**
 * The body of a post, as the composer sends it and the API validates it. The shape is checked here;
 * the rules of the spec (which need the accounts, the plan and the clock) are `validatePost`.
 */
export const postBodySchema = z.object({
  message: plainText(),
  calendarId: idSchema,
  accountIds: z.array(idSchema).max(maxAccountsPerPost).default([]),
  draft: z.boolean().default(false),
  timing: postTimingSchema,
  hashtags: z.array(z.string()).default([]),
  images: z.array(postImageSchema).max(30).default([]),
  video: postVideoSchema.nullable().default(null),
  audio: postAudioSchema.nullable().default(null),
  pdf: postPdfSchema.nullable().default(null),
  postTitle: z.string().default(''),
  callToAction: callToActionSchema.nullable().default(null),
  /** The Google My Business event, when the post is one (null otherwise). */
  event: postEventSchema.nullable().default(null),
  accountsMetadata: z.array(accountMetadataSchema).default([]),
  /** What the creator chose for each TikTok account (privacy, interactions, disclosure). */
  tiktokSettings: z.array(tiktokPostSettingsSchema).max(maxAccountsPerPost).default([]),
  mediaMetadata: z.array(mediaMetadataSchema).default([]),
  /** The thread's later parts, in order (decision 0064): empty for a post of one part. */
  thread: z.array(threadReplySchema).max(maxThreadReplies).default([]),
  /**
   * The comment posted under the post right after it, on the networks that take one (Facebook pages,
   * Instagram Business, LinkedIn, YouTube): empty for none.
   */
  firstComment: plainText(z.string().max(maxFirstCommentLength)).default(''),
  complianceEngineRules: complianceEngineRulesSchema.optional(),
  /** The "Save to Library" checkbox: null when unticked, else the chosen category (null if none). */
  saveToLibrary: z.object({ categoryId: idSchema.nullable() }).nullable().default(null),
  libraryPostId: idSchema.optional(),
  campaignId: idSchema.optional(),
  /** The warning dialogs the user has answered "Post anyway" to; the API requires them too. */
  confirmed: z.array(z.enum(confirmationKinds)).default([]),
});
export type PostBody = z.infer<typeof postBodySchema>;
export type PostBodyInput = z.input<typeof postBodySchema>;
