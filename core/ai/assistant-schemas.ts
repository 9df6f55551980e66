import { z } from 'zod';
import { messages } from '../messages';
import {
  assistantMaxChars,
  assistantTextSchema,
  captionFieldsSchema,
  wordCountOffered,
} from './caption-options';

/**
 * The writing assistant's requests and answers (decision 0090), shared by the server's routes and
 * the web app's calls. Every request names a calendar the caller can see, except the emoji lookup,
 * the text check (optional) and the status.
 */
const calendarId = z.uuid({ error: messages.validation.invalidId });
const mediaId = z.uuid({ error: messages.validation.invalidId });

/** A URL the user gave: checked for shape here, fetched (public addresses only) by the server. */
const articleUrl = z
  .string({ error: messages.imagesFromUrl.urlRequired })
  .trim()
  .min(1, messages.imagesFromUrl.urlRequired)
  .max(2_000, messages.imagesFromUrl.urlInvalid)
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), messages.imagesFromUrl.urlInvalid);

/** Text that may be empty (the text before the caret, a text check): still bounded. */
const boundedText = z.string().max(assistantMaxChars, messages.assistant.textTooLong(assistantMaxChars));

export const assistantEngines = ['builtin', 'model'] as const;
export type AssistantEngineName = (typeof assistantEngines)[number];

/** What every model-backed answer carries: the engine that wrote it, and why not the model. */
const engineFields = {
  engine: z.enum(assistantEngines),
  /** Set when the model failed and the built-in result is shown instead. */
  notice: z.string().optional(),
};

export const captionsBodySchema = captionFieldsSchema
  .extend({ calendarId })
  .refine(wordCountOffered.check, { message: wordCountOffered.message, path: wordCountOffered.path });
export type CaptionsBody = z.infer<typeof captionsBodySchema>;
export const captionsReplySchema = z.object({
  ...engineFields,
  items: z.array(z.object({ message: z.object({ content: z.string() }) })),
});
export type CaptionsReply = z.infer<typeof captionsReplySchema>;

/** "title max 70 characters in the editor" (Google Business): every proposed title fits it. */
export const assistantTitleMaxChars = 70;

export const titleBodySchema = z.object({ calendarId, text: assistantTextSchema });
export type TitleBody = z.infer<typeof titleBodySchema>;
export const titleReplySchema = z.object({ ...engineFields, title: z.string() });
export type TitleReply = z.infer<typeof titleReplySchema>;

/** "Summarize Article or Paragraph": at least 100 words, or the link of an article. */
export const summaryBodySchema = z
  .object({ calendarId, text: assistantTextSchema.optional(), url: articleUrl.optional() })
  .refine((body) => (body.text === undefined) !== (body.url === undefined), {
    message: messages.assistant.summaryNeedsOne,
    path: ['text'],
  });
export type SummaryBody = z.infer<typeof summaryBodySchema>;
export const summaryReplySchema = z.object({
  ...engineFields,
  summary: z.string(),
  /** The article's title, when the summary is of a page. */
  title: z.string().optional(),
});
export type SummaryReply = z.infer<typeof summaryReplySchema>;

export const quotesBodySchema = z.object({ calendarId, url: articleUrl });
export type QuotesBody = z.infer<typeof quotesBodySchema>;
export const quotesReplySchema = z.object({ quotes: z.array(z.string()) });
export type QuotesReply = z.infer<typeof quotesReplySchema>;

/** "Hashtag suggestions up to 8"; the picker shows at most 12. */
export const hashtagSuggestionMax = 8;
export const hashtagsBodySchema = z.object({
  calendarId,
  text: boundedText,
  /** Attached images, read by OCR for 'Images Related Hashtags' ("Up to 10 images"). */
  mediaIds: z.array(mediaId).max(10).optional(),
});
export type HashtagsBody = z.infer<typeof hashtagsBodySchema>;
export const hashtagsReplySchema = z.object({
  hashtags: z.array(z.string()).max(hashtagSuggestionMax),
  urlHashtags: z.array(z.string()),
  imageHashtags: z.array(z.string()),
});
export type HashtagsReply = z.infer<typeof hashtagsReplySchema>;

/** "Emoji count default 15". */
export const emojiDefaultCount = 15;
export const emojiQuerySchema = z.object({
  q: z.string().trim().min(1, messages.assistant.textRequired).max(50),
  count: z.coerce.number().int().min(1).max(50).default(emojiDefaultCount),
});
export type EmojiQuery = z.infer<typeof emojiQuerySchema>;
export const emojiReplySchema = z.object({
  emoji: z.array(z.object({ char: z.string(), name: z.string() })),
});
export type EmojiReply = z.infer<typeof emojiReplySchema>;

/** The text before the caret: the answer is the words to append ('' when none). */
export const completeBodySchema = z.object({ calendarId, text: boundedText });
export type CompleteBody = z.infer<typeof completeBodySchema>;
export const completeReplySchema = z.object({ completion: z.string() });
export type CompleteReply = z.infer<typeof completeReplySchema>;

/** "POST text check endpoint with {text}". */
export const textCheckBodySchema = z.object({ text: boundedText, calendarId: calendarId.optional() });
export type TextCheckBody = z.infer<typeof textCheckBodySchema>;
export const spellingProblemSchema = z.object({
  /** UTF-16 offset into the text, as JavaScript strings count. */
  offset: z.number().int().min(0),
  length: z.number().int().min(1),
  word: z.string(),
  suggestions: z.array(z.string()),
});
export type SpellingProblem = z.infer<typeof spellingProblemSchema>;
export const textCheckReplySchema = z.object({ problems: z.array(spellingProblemSchema) });
export type TextCheckReply = z.infer<typeof textCheckReplySchema>;

export const videoPostBodySchema = z.object({ calendarId, mediaId });
export type VideoPostBody = z.infer<typeof videoPostBodySchema>;
export const videoPostSources = ['transcript', 'frames', 'metadata'] as const;
export type VideoPostSource = (typeof videoPostSources)[number];
export const videoPostReplySchema = z.object({
  ...engineFields,
  postTitle: z.string(),
  postCaption: z.string(),
  source: z.enum(videoPostSources),
});
export type VideoPostReply = z.infer<typeof videoPostReplySchema>;

export const assistantStatusSchema = z.object({
  engine: z.enum(assistantEngines),
  /** The model's name, when the model engine is on. */
  model: z.string().optional(),
  /** The caller's team's requests this month (UTC), e.g. { month: '2026-11', requests: 42, modelRequests: 5 }. */
  usage: z.object({
    month: z.string(),
    requests: z.number().int().min(0),
    /** Of those, the ones the language model answered. */
    modelRequests: z.number().int().min(0),
  }),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;
