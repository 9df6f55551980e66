import { z } from 'zod';

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

export const captionRequestSchema = z
  .object({
    platform: z.enum([...shortCaptionPlatforms, ...longCaptionPlatforms]),
    tone: z.enum(captionTones).default('professional'),
    wordCount: z.number().int(),
    text: z.string().trim().min(1),
    variant: z.number().int().min(1).max(5).default(1),
    addMidJourneyPrompt: z.boolean().default(false),
  })
  .refine((request) => wordCountsFor(request.platform).includes(request.wordCount), {
    message: 'Choose one of the word counts offered for this platform',
    path: ['wordCount'],
  });
export type CaptionRequest = z.infer<typeof captionRequestSchema>;
