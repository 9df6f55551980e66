import { isLongCaptionPlatform, type CaptionRequest } from '@kairos/core';
import { compressSentence } from './compress';
import { emojiForTopic } from './emoji-index';
import { tagsOfPhrases } from './hashtags';
import { keyphrases, type Keyphrase } from './keyphrases';
import { analyse, type Analysis, type Sentence } from './text-analysis';
import { rankedOrder } from './text-rank';
import { toneWords } from './tone-words';

/**
 * Captions from the text's own key sentences (TextRank) and keyphrases, shaped by platform (short
 * posts with emoji and hashtags; long-form paragraphs for blogs), tone (openers, closers and emoji
 * from the tone's lists) and word count. Each variation starts from another key sentence and takes
 * another opener, closer and emoji, so no two are the same. Hashtags and emoji are not counted as words.
 */
type Platform = CaptionRequest['platform'];

const hashtagCount: Record<Platform, number> = {
  instagram: 5,
  linkedin: 3,
  facebook: 2,
  medium: 3,
  wordpress: 0,
  blog: 0,
};
const emojiCount: Record<Platform, number> = {
  instagram: 3,
  facebook: 2,
  linkedin: 1,
  medium: 0,
  wordpress: 0,
  blog: 0,
};
const aspectRatio: Record<Platform, string> = {
  instagram: '4:5',
  facebook: '1:1',
  linkedin: '1:1',
  medium: '16:9',
  wordpress: '16:9',
  blog: '16:9',
};

export const wordsIn = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !word.startsWith('#')).length;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function seedOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

/** Key sentences from the variation's starting point on, fitted into the word budget. */
interface Line {
  text: string;
  /** The sentence's place in the text. */
  at: number;
}

function body(
  sentences: readonly Sentence[],
  order: readonly number[],
  start: number,
  budget: number,
): Line[] {
  const lines: Line[] = [];
  let left = budget;
  for (let k = 0; k < order.length && left > 0; k += 1) {
    const at = order[(start + k) % order.length]!;
    const sentence = sentences[at]!;
    const text = sentence.wordCount <= left ? sentence.text : compressSentence(sentence.tokens, left);
    const words = wordsIn(text);
    if (words === 0 || (lines.length > 0 && words < 4)) continue;
    lines.push({ text: /[.!?…]$/.test(text) ? text : `${text}.`, at });
    left -= words;
  }
  return lines;
}

function emojiLine(
  phrases: readonly Keyphrase[],
  tone: CaptionRequest['tone'],
  count: number,
  variation: number,
) {
  if (count === 0) return '';
  const topical = phrases
    .flatMap((phrase) => phrase.words)
    .map(emojiForTopic)
    .filter((char): char is string => char !== null);
  const chosen = [...new Set([...topical.slice(variation % 2), pick(toneWords[tone].emoji, variation)])];
  return chosen.slice(0, count).join('');
}

function imagePrompt(phrases: readonly Keyphrase[], request: CaptionRequest): string {
  const subject =
    phrases
      .slice(0, 3)
      .map((phrase) => phrase.text)
      .join(', ') || request.text.slice(0, 80);
  return `Midjourney prompt: /imagine prompt: ${subject}, ${toneWords[request.tone].imageStyle} --ar ${aspectRatio[request.platform]}`;
}

function shortCaption(
  request: CaptionRequest,
  analysis: Analysis,
  order: number[],
  phrases: Keyphrase[],
  variation: number,
  seed: number,
): string {
  const words = toneWords[request.tone];
  const opener = pick(words.openers, seed + variation);
  const closer = pick(words.closers, seed + variation);
  const withCloser = request.wordCount >= 25;
  const budget = request.wordCount - wordsIn(opener) - (withCloser ? wordsIn(closer) : 0);
  const lines = body(analysis.sentences, order, variation, Math.max(budget, 3));
  const emoji = emojiLine(phrases, request.tone, emojiCount[request.platform], seed + variation);
  const tags = tagsOfPhrases(phrases)
    .slice(variation % 2, (variation % 2) + hashtagCount[request.platform])
    .map((tag) => `#${tag}`);
  const text = [opener, ...lines.map((line) => line.text), withCloser ? closer : '']
    .filter(Boolean)
    .join(' ');
  return [emoji ? `${text} ${emoji}` : text, tags.join(' ')].filter(Boolean).join('\n\n');
}

function longCaption(
  request: CaptionRequest,
  analysis: Analysis,
  order: number[],
  phrases: Keyphrase[],
  variation: number,
  seed: number,
): string {
  const words = toneWords[request.tone];
  const opener = pick(words.openers, seed + variation);
  const closer = pick(words.closers, seed + variation);
  const budget = request.wordCount - wordsIn(opener) - wordsIn(closer);
  // Long form reads best in the author's order, three sentences a paragraph.
  const lines = body(analysis.sentences, order, variation, budget).sort((a, b) => a.at - b.at);
  const paragraphs: string[] = [];
  lines.forEach((line, i) => {
    if (i % 3 === 0) paragraphs.push(i === 0 ? `${opener} ${line.text}` : line.text);
    else paragraphs[paragraphs.length - 1] += ` ${line.text}`;
  });
  paragraphs.push(closer);
  const tags = tagsOfPhrases(phrases)
    .slice(0, hashtagCount[request.platform])
    .map((tag) => `#${tag}`);
  return [...paragraphs, tags.join(' ')].filter(Boolean).join('\n\n');
}

export function captionsOf(request: CaptionRequest, analysis: Analysis = analyse(request.text)): string[] {
  const order = rankedOrder(analysis.sentences);
  const phrases = keyphrases(analysis, 10);
  const seed = seedOf(request.text);
  const long = isLongCaptionPlatform(request.platform);
  const captions: string[] = [];
  for (let variation = 0; variation < request.variant; variation += 1) {
    const caption = long
      ? longCaption(request, analysis, order, phrases, variation, seed)
      : shortCaption(request, analysis, order, phrases, variation, seed);
    captions.push(request.addMidJourneyPrompt ? `${caption}\n\n${imagePrompt(phrases, request)}` : caption);
  }
  return captions;
}
