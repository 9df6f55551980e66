import { isLongCaptionPlatform, type CaptionRequest } from '@kairos/core';

/** What the model is asked, one function per feature; the answers are read by model-answers.ts. */
export const system =
  'You are the writing assistant of a social media scheduler. Write in the language of the text you are given. Never invent facts, prices or dates that the text does not state.';

export function captionsPrompt(request: CaptionRequest): string {
  const form = isLongCaptionPlatform(request.platform)
    ? `a ${request.platform} article in paragraphs`
    : `a ${request.platform} post, with fitting emoji and a few hashtags at the end`;
  const image = request.addMidJourneyPrompt
    ? ' End each caption with a line that starts "Midjourney prompt: /imagine prompt:" describing an image for it.'
    : '';
  return [
    `Write ${request.variant} different caption${request.variant > 1 ? 's' : ''}, each ${form}, in a ${request.tone} tone, of about ${request.wordCount} words.${image}`,
    `Answer with JSON only: {"captions": ["…"]} with exactly ${request.variant} strings.`,
    'The text to write about:',
    request.text,
  ].join('\n\n');
}

export function titlePrompt(text: string, maxChars: number): string {
  return `Write one title for this post, at most ${maxChars} characters. Answer with the title only, without quotes.\n\n${text}`;
}

export function summaryPrompt(text: string): string {
  return `Summarize this text in 3 to 5 sentences. Answer with the summary only.\n\n${text}`;
}

export function videoPostPrompt(material: string, from: 'transcript' | 'frames'): string {
  const what =
    from === 'transcript'
      ? 'the transcript of what is said in a video'
      : 'text read on screen in frames of a video';
  return [
    `Below is ${what}. Write a title (at most 100 characters) and a social media caption (at most 60 words, with a few hashtags) for posting the video.`,
    'Answer with JSON only: {"postTitle": "…", "postCaption": "…"}',
    material,
  ].join('\n\n');
}

export function pictureHashtagsPrompt(limit: number): string {
  return `Propose up to ${limit} hashtags (without #, no spaces) for a social media post with these pictures, about what they show. Answer with JSON only: {"hashtags": ["…"]}`;
}
