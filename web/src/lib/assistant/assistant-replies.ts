import { z } from 'zod';

/**
 * The writing assistant's answers (decision 0090), parsed where they arrive so a drift from the
 * contract fails in the call, not in a component.
 */
const engine = z.enum(['builtin', 'model']);
/** "a sentence for the user when the model failed and the built-in result is shown instead". */
const notice = z.string().optional();

export const captionsReplySchema = z.object({
  engine,
  notice,
  items: z.array(z.object({ message: z.object({ content: z.string() }) })),
});
export type CaptionsReply = z.infer<typeof captionsReplySchema>;

export const titleReplySchema = z.object({ engine, notice, title: z.string() });

export const summaryReplySchema = z.object({
  engine,
  notice,
  summary: z.string(),
  title: z.string().optional(),
});
export type SummaryReply = z.infer<typeof summaryReplySchema>;

export const quotesReplySchema = z.object({ quotes: z.array(z.string()) });

export const hashtagsReplySchema = z.object({
  hashtags: z.array(z.string()),
  urlHashtags: z.array(z.string()),
  imageHashtags: z.array(z.string()),
});
export type HashtagsReply = z.infer<typeof hashtagsReplySchema>;

export const emojiReplySchema = z.object({
  emoji: z.array(z.object({ char: z.string(), name: z.string() })),
});

export const completionReplySchema = z.object({ completion: z.string() });

export const spellingProblemSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().positive(),
  word: z.string(),
  suggestions: z.array(z.string()),
});
export type SpellingProblem = z.infer<typeof spellingProblemSchema>;
export const textCheckReplySchema = z.object({ problems: z.array(spellingProblemSchema) });

export const videoPostSources = ['transcript', 'frames', 'metadata'] as const;
export const videoPostReplySchema = z.object({
  engine,
  notice,
  postTitle: z.string(),
  postCaption: z.string(),
  source: z.enum(videoPostSources),
});
export type VideoPostReply = z.infer<typeof videoPostReplySchema>;

export const assistantStatusSchema = z.object({
  engine,
  model: z.string().optional(),
  usage: z.object({ month: z.string(), requests: z.number().int().nonnegative() }),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;
