import { analyse, type Analysis } from './text-analysis';
import { rankedOrder } from './text-rank';

/**
 * An extractive summary: the sentences TextRank ranks highest, in the order the author wrote them,
 * about a fifth of the text (40 to 150 words). Fragments and run-ons are passed over.
 */
const minWords = 40;
const maxWords = 150;

export function summarize(text: string, analysis: Analysis = analyse(text)): string {
  const { sentences } = analysis;
  if (sentences.length <= 1) return sentences[0]?.text ?? '';
  const target = Math.min(maxWords, Math.max(minWords, Math.round(analysis.wordCount * 0.2)));
  const chosen: number[] = [];
  let words = 0;
  const seen = new Set<string>();
  for (const index of rankedOrder(sentences)) {
    const sentence = sentences[index]!;
    const key = sentence.terms.join(' ');
    if (sentence.wordCount < 5 || sentence.wordCount > 60 || seen.has(key)) continue;
    if (chosen.length > 0 && words + sentence.wordCount > target) continue;
    chosen.push(index);
    seen.add(key);
    words += sentence.wordCount;
    if (words >= target) break;
  }
  if (chosen.length === 0) chosen.push(rankedOrder(sentences)[0]!);
  return chosen
    .sort((a, b) => a - b)
    .map((index) => sentences[index]!.text)
    .join(' ');
}
