import { analyse, type Analysis } from './text-analysis';
import { rankedOrder } from './text-rank';

/**
 * Quotes for the composer's carousel: first what people are quoted saying in the article (a
 * quotation of 6 to 40 words), then the sentences TextRank ranks highest that stand on their own
 * (8 to 35 words, not opening on a word that points back, not a question, no link).
 */
export const maxQuotes = 8;
const quotation = /[“"]([^“”"]{20,400})[”"]/g;
const pointsBack =
  /^(this|that|these|those|it|its|he|she|they|them|his|her|their|but|and|or|so|also|however|then|there|here)\b/i;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[,;:]$/, '')
    .trim();

function quotations(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(quotation)) {
    const quote = tidy(match[1] ?? '');
    const words = wordsIn(quote);
    if (words >= 6 && words <= 40) found.push(quote);
  }
  return found;
}

export function quotesOf(text: string, analysis: Analysis = analyse(text)): string[] {
  const picked: string[] = [];
  const add = (quote: string) => {
    const key = quote
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const repeats = picked.some((other) => {
      const otherKey = other
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      return otherKey.includes(key) || key.includes(otherKey);
    });
    if (!repeats && picked.length < maxQuotes) picked.push(quote);
  };
  for (const quote of quotations(text)) add(quote);
  const { sentences } = analysis;
  for (const index of rankedOrder(sentences)) {
    const sentence = sentences[index]!;
    const plain = sentence.text.replace(/^[“"]|[”"]$/g, '');
    if (sentence.wordCount < 8 || sentence.wordCount > 35) continue;
    if (pointsBack.test(plain) || plain.endsWith('?') || /https?:\/\//.test(plain)) continue;
    if (sentence.tokens.some((token) => token.type === 'url' || token.type === 'email')) continue;
    add(tidy(plain));
  }
  return picked;
}
