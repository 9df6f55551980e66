/** A binary min-heap of numbers (ranks or instants paired with an item index). */
function createHeap(less: (a: number, b: number) => boolean, items: number[] = []) {
  const swap = (i: number, j: number) => {
    [items[i], items[j]] = [items[j]!, items[i]!];
  };
  return {
    get size() {
      return items.length;
    },
    peek: () => items[0],
    push(item: number) {
      items.push(item);
      let index = items.length - 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!less(items[index]!, items[parent]!)) break;
        swap(index, parent);
        index = parent;
      }
    },
    pop(): number | undefined {
      const top = items[0];
      const last = items.pop();
      if (items.length === 0 || last === undefined) return top;
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let smallest = index;
        if (left < items.length && less(items[left]!, items[smallest]!)) smallest = left;
        if (right < items.length && less(items[right]!, items[smallest]!)) smallest = right;
        if (smallest === index) break;
        swap(index, smallest);
        index = smallest;
      }
      return top;
    },
  };
}

/**
 * An account's candidates in the order they are tried (priority order, or least recently used
 * first), where a candidate found to be a near-duplicate of the window is set aside until the text
 * holding it has left the window, instead of being tried again at every slot until then. Order is
 * kept: a candidate set aside comes back at its own rank. Items are indexes into the library.
 */
export function createCandidateQueue(initial: readonly number[] = []) {
  let nextRank = 0;
  const rankOf = new Map<number, number>();
  for (const item of initial) rankOf.set(item, nextRank++);
  // Sorted by rank already, so the array is a valid heap as it is.
  const ready = createHeap((a, b) => rankOf.get(a)! < rankOf.get(b)!, [...initial]);
  const untilOf = new Map<number, number>();
  const setAside = createHeap((a, b) => untilOf.get(a)! < untilOf.get(b)!);

  return {
    /** Adds an item after every other (a post just used, with repeat: used longest ago comes first). */
    append(item: number) {
      rankOf.set(item, nextRank++);
      ready.push(item);
    },
    /** The next candidate in order, among those not set aside at `at`; removed from the queue. */
    next(at: number): number | undefined {
      while (setAside.size > 0 && untilOf.get(setAside.peek()!)! < at) {
        const item = setAside.pop()!;
        untilOf.delete(item);
        ready.push(item);
      }
      return ready.pop();
    },
    /** Puts back a candidate `next` gave, held at every slot up to `until`: it keeps its rank. */
    holdUntil(item: number, until: number) {
      untilOf.set(item, until);
      setAside.push(item);
    },
  };
}
