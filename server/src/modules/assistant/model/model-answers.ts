import { z } from 'zod';
import { UnreadableAnswer } from './model-failure';

/**
 * Reading what the model wrote, strictly: an answer that is empty, not the JSON asked for, or far
 * longer than asked is refused (UnreadableAnswer) and the built-in answer is given instead.
 */
const maxAnswerChars = 12_000;

function plain(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new UnreadableAnswer('empty');
  if (trimmed.length > maxAnswerChars) throw new UnreadableAnswer('too long');
  return trimmed;
}

/** The first JSON object in the answer (models wrap it in prose or a code fence). */
function jsonObject(text: string): unknown {
  const body = plain(text);
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new UnreadableAnswer('no JSON object');
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new UnreadableAnswer('not valid JSON');
  }
}

const captionsAnswer = z.object({ captions: z.array(z.string().trim().min(1).max(6_000)).min(1) });

export function readCaptions(text: string, wanted: number): string[] {
  const parsed = captionsAnswer.safeParse(jsonObject(text));
  if (!parsed.success) throw new UnreadableAnswer('not a list of captions');
  if (parsed.data.captions.length < wanted) throw new UnreadableAnswer('too few captions');
  return parsed.data.captions.slice(0, wanted);
}

const unquote = (line: string) =>
  line
    .replace(/^(title|headline)\s*:\s*/i, '')
    .replace(/^["'“”*#\s]+|["'“”*\s]+$/g, '')
    .trim();

export function readTitle(text: string, maxChars: number): string {
  const line = plain(text)
    .split('\n')
    .map(unquote)
    .find((candidate) => candidate !== '');
  if (!line) throw new UnreadableAnswer('no title');
  if (line.length > maxChars * 2) throw new UnreadableAnswer('not a title');
  if (line.length <= maxChars) return line;
  return line.slice(0, line.lastIndexOf(' ', maxChars) > 0 ? line.lastIndexOf(' ', maxChars) : maxChars);
}

export function readSummary(text: string): string {
  return plain(text).replace(/^summary\s*:\s*/i, '');
}

const videoAnswer = z.object({
  postTitle: z.string().trim().min(1).max(300),
  postCaption: z.string().trim().min(1).max(6_000),
});

export function readVideoPost(text: string): { postTitle: string; postCaption: string } {
  const parsed = videoAnswer.safeParse(jsonObject(text));
  if (!parsed.success) throw new UnreadableAnswer('not a title and caption');
  return parsed.data;
}

const hashtagsAnswer = z.object({ hashtags: z.array(z.string()) });

/** Tags as the picker takes them: no '#', letters, digits and underscores, 2 to 30 characters. */
export function readHashtags(text: string, limit: number): string[] {
  const parsed = hashtagsAnswer.safeParse(jsonObject(text));
  if (!parsed.success) throw new UnreadableAnswer('not a list of hashtags');
  const tags = parsed.data.hashtags
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter((tag) => /^[\p{L}\p{N}_]{2,30}$/u.test(tag));
  if (tags.length === 0) throw new UnreadableAnswer('no hashtags');
  return [...new Set(tags)].slice(0, limit);
}
