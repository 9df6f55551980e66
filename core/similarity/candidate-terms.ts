import type { TermVector } from './similarity-score';

/**
 * The terms a stored text must share with `vector` to reach `minCosine` (prefix filtering): with the
 * terms ordered rarest first, a text sharing none of the first k can only match through the rest,
 * whose contribution to the cosine is at most the length of their part of the vector
 * (Cauchy-Schwarz). So the first k terms, for the smallest k leaving a rest shorter than
 * `minCosine`, find every text that can reach it, and the common terms ("sale", the brand's name) do
 * not bring in thousands of texts that cannot.
 */
export function candidateTerms(
  vector: TermVector,
  frequency: ReadonlyMap<string, number>,
  minCosine: number,
): string[] {
  const ordered = [...vector].sort(
    ([termA], [termB]) =>
      (frequency.get(termA) ?? 0) - (frequency.get(termB) ?? 0) || termA.localeCompare(termB),
  );
  let restSquares = 0;
  let keep = ordered.length;
  // From the most common term down, while the rest stays below the threshold, it need not be searched.
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    const weight = ordered[index]?.[1] ?? 0;
    if (Math.sqrt(restSquares + weight * weight) >= minCosine) break;
    restSquares += weight * weight;
    keep = index;
  }
  return ordered.slice(0, keep).map(([term]) => term);
}
