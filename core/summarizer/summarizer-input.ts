import { messages } from '../messages';
import { isWebUrl } from '../posts/web-url';

/** "Summarizer needs at least 100 words unless the input is a URL." */
export const summarizerMinWords = 100;

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function summarizerInputError(input: string): string | null {
  const text = input.trim();
  if (isWebUrl(text)) return null;
  return countWords(text) >= summarizerMinWords ? null : messages.summarizer.tooShort;
}
