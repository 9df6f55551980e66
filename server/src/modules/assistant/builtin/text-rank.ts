import type { Sentence } from './text-analysis';

/**
 * TextRank over sentences (Mihalcea and Tarau, 2004): sentences are nodes, linked by how many
 * content words they share (normalised by their lengths); PageRank finds the sentences the rest of
 * the text "votes" for. Extractive: every sentence it returns was written by the author.
 */
const damping = 0.85;
const maxIterations = 40;
const tolerance = 1e-5;

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size < 1 || b.size < 1) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  if (shared === 0) return 0;
  return shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
}

/** A score per sentence (same order as given); they sum to about the number of sentences. */
export function rankSentences(sentences: readonly Sentence[]): number[] {
  const n = sentences.length;
  if (n === 0) return [];
  const sets = sentences.map((sentence) => new Set(sentence.terms));
  const weights: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const outSum = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const weight = similarity(sets[i]!, sets[j]!);
      if (weight === 0) continue;
      weights[i]![j] = weight;
      weights[j]![i] = weight;
      outSum[i]! += weight;
      outSum[j]! += weight;
    }
  }
  let scores = new Array<number>(n).fill(1);
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    const next = new Array<number>(n).fill(1 - damping);
    for (let j = 0; j < n; j += 1) {
      if (outSum[j] === 0) continue;
      const share = (damping * scores[j]!) / outSum[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i += 1) if (row[i] !== 0) next[i]! += row[i]! * share;
    }
    const change = next.reduce((sum, value, i) => sum + Math.abs(value - scores[i]!), 0);
    scores = next;
    if (change < tolerance) break;
  }
  // A light lead bias: news and announcements put what matters first.
  return scores.map((score, i) => score * (1 + 0.3 / (1 + i)));
}

/** The indexes of sentences from best to worst, ties kept in text order. */
export function rankedOrder(sentences: readonly Sentence[]): number[] {
  const scores = rankSentences(sentences);
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.index);
}
