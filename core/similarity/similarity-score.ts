import { textTerms } from './text-terms';

/** A text's terms with unit-length weights: the dot product of two vectors is their cosine. */
export type TermVector = ReadonlyMap<string, number>;

/** Term frequencies scaled to unit length (an empty text gives an empty vector). */
export function termVector(text: string): TermVector {
  const counts = new Map<string, number>();
  for (const term of textTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  let sumOfSquares = 0;
  for (const count of counts.values()) sumOfSquares += count * count;
  const norm = Math.sqrt(sumOfSquares);
  const vector = new Map<string, number>();
  for (const [term, count] of counts) vector.set(term, count / norm);
  return vector;
}

/** The cosine of two vectors (0 to 1) and how many terms they share. */
export function cosine(a: TermVector, b: TermVector): { dot: number; shared: number } {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  let shared = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other === undefined) continue;
    dot += weight * other;
    shared += 1;
  }
  return { dot: Math.min(1, dot), shared };
}

/**
 * Ours: one word in common is no near-duplicate ("Coffee launch" and "Coffee again" have a cosine of
 * 0.71), so unless the texts have the same words, a single shared term scores at most 50.
 */
export const singleTermMaxCosine = 0.5;

/** Spec: "Similarity result ... maxScore": 0 (nothing in common) to 100 (the same words). */
export function toScore(dot: number, shared = 2): number {
  const capped = shared >= 2 || dot >= 0.999 ? dot : Math.min(dot, singleTermMaxCosine);
  return Math.round(Math.min(1, Math.max(0, capped)) * 100);
}

export function similarityScore(a: string, b: string): number {
  const { dot, shared } = cosine(termVector(a), termVector(b));
  return toScore(dot, shared);
}
