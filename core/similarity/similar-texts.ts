import { toScore, type TermVector } from './similarity-score';

/**
 * Texts by key with an index from each term to the texts that have it, so the texts resembling one
 * are found by walking its terms, not by comparing it with every other text.
 */
export interface SimilarTexts {
  add(key: string, vector: TermVector): void;
  has(key: string): boolean;
  /** The keys (itself included) scoring at least `minScore` with `key`; computed once per key. */
  similarTo(key: string): ReadonlySet<string>;
}

export function createSimilarTexts(minScore: number): SimilarTexts {
  const vectors = new Map<string, TermVector>();
  const postings = new Map<string, { key: string; weight: number }[]>();
  const similar = new Map<string, ReadonlySet<string>>();

  return {
    add(key, vector) {
      if (vectors.has(key)) return;
      vectors.set(key, vector);
      for (const [term, weight] of vector) {
        const list = postings.get(term);
        if (list) list.push({ key, weight });
        else postings.set(term, [{ key, weight }]);
      }
      // A new text can resemble ones already answered for.
      similar.clear();
    },
    has: (key) => vectors.has(key),
    similarTo(key) {
      const known = similar.get(key);
      if (known) return known;
      const sums = new Map<string, { dot: number; shared: number }>();
      for (const [term, weight] of vectors.get(key) ?? []) {
        for (const posting of postings.get(term) ?? []) {
          const sum = sums.get(posting.key);
          if (sum) {
            sum.dot += weight * posting.weight;
            sum.shared += 1;
          } else sums.set(posting.key, { dot: weight * posting.weight, shared: 1 });
        }
      }
      const keys = new Set<string>();
      for (const [other, sum] of sums) if (toScore(sum.dot, sum.shared) >= minScore) keys.add(other);
      similar.set(key, keys);
      return keys;
    },
  };
}
