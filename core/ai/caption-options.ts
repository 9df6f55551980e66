import { z } from 'zod';
import { messages } from '../messages';

/**
 * Section 9, "Caption options: platforms facebook, instagram, linkedin (short) or medium, wordpress,
 * blog (long); tones professional, funny, sad, happy, fear; variations 1 to 5; word counts 10/25/50/100
 * (short) and 100/250/500/750 (long), defaults 10 or 100; Midjourney toggle."
 */
export const shortCaptionPlatforms = ['facebook', 'instagram', 'linkedin'] as const;
export const longCaptionPlatforms = ['medium', 'wordpress', 'blog'] as const;
export const captionTones = ['professional', 'funny', 'sad', 'happy', 'fear'] as const;
export const shortWordCounts = [10, 25, 50, 100] as const;
export const longWordCounts = [100, 250, 500, 750] as const;

type Platform = (typeof shortCaptionPlatforms)[number] | (typeof longCaptionPlatforms)[number];

export function isLongCaptionPlatform(platform: Platform): boolean {
  return (longCaptionPlatforms as readonly string[]).includes(platform);
}

export function wordCountsFor(platform: Platform): readonly number[] {
  return isLongCaptionPlatform(platform) ? longWordCounts : shortWordCounts;
}

export function defaultWordCount(platform: Platform): number {
  return isLongCaptionPlatform(platform) ? 100 : 10;
}

/** Every text the assistant reads is at most this long (decision 0090). */
export const assistantMaxChars = 20_000;

/** A text for the assistant: not blank, at most `assistantMaxChars` characters. */
export const assistantTextSchema = z
  .string({ error: messages.assistant.textRequired })
  .trim()
  .min(1, messages.assistant.textRequired)
  .max(assistantMaxChars, messages.assistant.textTooLong(assistantMaxChars));

/** The Caption request's fields, without the word-count rule (so a body can add its own fields). */
export const captionFieldsSchema = z.object({
  platform: z.enum([...shortCaptionPlatforms, ...longCaptionPlatforms]),
  tone: z.enum(captionTones).default('professional'),
  wordCount: z.number().int(),
  text: assistantTextSchema,
  variant: z.number().int().min(1).max(5).default(1),
  addMidJourneyPrompt: z.boolean().default(false),
});

/** The word count must be one the platform offers (10/25/50/100 short, 100/250/500/750 long). */
export const wordCountOffered = {
  check: (request: { platform: Platform; wordCount: number }) =>
    wordCountsFor(request.platform).includes(request.wordCount),
  message: 'Choose one of the word counts offered for this platform',
  path: ['wordCount'],
};

export const captionRequestSchema = captionFieldsSchema.refine(wordCountOffered.check, {
  message: wordCountOffered.message,
  path: wordCountOffered.path,
});
export type CaptionRequest = z.infer<typeof captionRequestSchema>;
