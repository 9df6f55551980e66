import { similarityWarningScore } from '../similarity/similarity-rules';
import { toScore, type TermVector } from '../similarity/similarity-score';

/** A text an account has or will have at an instant (a post of its history, or one planned). */
export interface WindowText {
  at: number;
  key: string;
  vector: TermVector;
}

/**
 * Any text scoring 60 or more has a cosine of at least 0.595; the prefix filter searches a little
 * below that, so rounding in the sums cannot leave a match out. Every text found is then scored
 * exactly, the way the composer's check scores it.
 */
const searchCosine = 0.59;

/** How much similarity work the window did (the planner's work counters). */
export interface WindowWork {
  comparisons: number;
}

/**
 * The texts of one account within 30 days before and after the slot being planned, as slots move
 * forward in time, with an index from each term to the texts in the window that have it. Whether a
 * candidate is a near-duplicate of anything in the window is answered from the window alone: its
 * cost grows with the window (a month of posts), not with the library.
 */
export function createPlannerWindow(
  history: readonly WindowText[],
  windowMs: number,
  work: WindowWork = { comparisons: 0 },
) {
  const existing = [...history].sort((a, b) => a.at - b.at);
  const planned: WindowText[] = [];
  /** Per key in the window: its vector and the instants it is at, oldest first. */
  const present = new Map<string, { vector: TermVector; ats: number[]; head: number }>();
  const postings = new Map<string, Map<string, number>>();
  let addNext = 0;
  let removeExisting = 0;
  let removePlanned = 0;

  const enter = (text: WindowText) => {
    const known = present.get(text.key);
    if (known) {
      known.ats.push(text.at);
      return;
    }
    present.set(text.key, { vector: text.vector, ats: [text.at], head: 0 });
    for (const [term, weight] of text.vector) {
      const list = postings.get(term);
      if (list) list.set(text.key, weight);
      else postings.set(term, new Map([[text.key, weight]]));
    }
  };
  // Texts leave in the order they entered (both lists are in time order), so the oldest goes first.
  const leave = (text: WindowText) => {
    const known = present.get(text.key);
    if (!known) return;
    known.head += 1;
    if (known.head < known.ats.length) return;
    present.delete(text.key);
    for (const term of known.vector.keys()) {
      const list = postings.get(term);
      list?.delete(text.key);
      if (list?.size === 0) postings.delete(term);
    }
  };

  return {
    /** Moves the window to the slot at `at` (slots come in time order). */
    moveTo(at: number) {
      while (addNext < existing.length && existing[addNext]!.at <= at + windowMs) {
        enter(existing[addNext]!);
        addNext += 1;
      }
      while (removeExisting < addNext && existing[removeExisting]!.at < at - windowMs) {
        leave(existing[removeExisting]!);
        removeExisting += 1;
      }
      while (removePlanned < planned.length && planned[removePlanned]!.at < at - windowMs) {
        leave(planned[removePlanned]!);
        removePlanned += 1;
      }
    },
    plan(text: WindowText) {
      planned.push(text);
      enter(text);
    },
    /**
     * The latest instant of a text in the window that `vector` is a near-duplicate of (score 60 or
     * more), or null when there is none. The candidate stays held at least until that instant is
     * more than 30 days behind the slot.
     */
    heldUntil(vector: TermVector): number | null {
      // Prefix filtering (as candidateTerms does for the similarity index): with the terms rarest in
      // the window first, a text sharing none of the first ones can only match through the rest,
      // which adds at most the rest's length to the cosine (Cauchy-Schwarz).
      const terms = [...vector].map(([term, weight]) => ({ weight, list: postings.get(term) }));
      terms.sort((a, b) => (a.list?.size ?? 0) - (b.list?.size ?? 0));
      let restSquares = 0;
      let searched = terms.length;
      for (let index = terms.length - 1; index >= 0; index -= 1) {
        const weight = terms[index]!.weight;
        if (Math.sqrt(restSquares + weight * weight) >= searchCosine) break;
        restSquares += weight * weight;
        searched = index;
      }
      const restLength = Math.sqrt(restSquares);
      const partial = new Map<string, number>();
      for (const { weight, list } of terms.slice(0, searched)) {
        for (const [key, otherWeight] of list ?? []) {
          partial.set(key, (partial.get(key) ?? 0) + weight * otherWeight);
        }
      }
      let latest: number | null = null;
      for (const [key, dot] of partial) {
        // Its searched terms and the most the rest can add fall short: no need to score it.
        if (dot + restLength < searchCosine) continue;
        const other = present.get(key)!;
        work.comparisons += 1;
        if (score(vector, other.vector) < similarityWarningScore) continue;
        const at = other.ats[other.ats.length - 1]!;
        if (latest === null || at > latest) latest = at;
      }
      return latest;
    },
  };
}

/**
 * The score of a candidate against a text of the window, summed over the candidate's terms in its
 * own order (as the similarity index sums them), so the verdict at exactly 60 is the same.
 */
function score(candidate: TermVector, other: TermVector): number {
  let dot = 0;
  let shared = 0;
  for (const [term, weight] of candidate) {
    const otherWeight = other.get(term);
    if (otherWeight === undefined) continue;
    dot += weight * otherWeight;
    shared += 1;
  }
  return toScore(dot, shared);
}

export type PlannerWindow = ReturnType<typeof createPlannerWindow>;
