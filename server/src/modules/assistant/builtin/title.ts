import { assistantTitleMaxChars as titleMaxChars } from '@kairos/core';
import { compressSentence, countWords } from './compress';
import { keyphrases } from './keyphrases';
import { analyse, type Analysis } from './text-analysis';
import { rankedOrder } from './text-rank';

/**
 * A title for networks that take one: the text's key sentence shortened to a headline (at most 10
 * words, ending on a noun phrase), in title case; when that leaves too little, the two best
 * keyphrases. At most 70 characters ("title max 70 characters in the editor" for Google Business).
 */
const smallWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'for',
  'nor',
  'of',
  'on',
  'in',
  'at',
  'to',
  'by',
  'as',
  'up',
  'via',
  'with',
  'from',
]);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (i > 0 && smallWords.has(word.toLowerCase())) return word.toLowerCase();
      if (/\p{Lu}/u.test(word.slice(1))) return word; // iPhone, NASA, McDonald's
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function fit(title: string): string {
  const clean = title.replace(/[.!?:;,]+$/, '').trim();
  if (clean.length <= titleMaxChars) return clean;
  const cut = clean.slice(0, titleMaxChars + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:-]+$/, '');
}

export function titleOf(text: string, analysis: Analysis = analyse(text)): string {
  const best = analysis.sentences[rankedOrder(analysis.sentences)[0] ?? -1];
  if (best) {
    const headline = compressSentence(best.tokens, 10);
    if (countWords(best.tokens) <= 3 || headline.split(' ').length >= 3) return fit(titleCase(headline));
  }
  const phrases = keyphrases(analysis, 2).map((phrase) => titleCase(phrase.text));
  return fit(phrases.join(': ') || text.trim());
}
