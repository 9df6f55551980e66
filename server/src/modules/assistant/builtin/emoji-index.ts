import { createRequire } from 'node:module';

/**
 * Emoji by keyword from emojilib (its data ships in npm): exact keyword matches first, the emoji's
 * own name ranking above its other keywords, then keywords that start with the word typed.
 */
export interface EmojiMatch {
  char: string;
  name: string;
}

interface Entry {
  char: string;
  name: string;
  /** The keyword's place in the emoji's list: 0 is its name. */
  rank: number;
  order: number;
}

// emojilib's entry point is a JSON file: Node's ESM loader needs require for it.
const keywordsByEmoji = createRequire(import.meta.url)('emojilib') as Record<string, string[]>;

const byKeyword = new Map<string, Entry[]>();
let order = 0;
for (const [char, keywords] of Object.entries(keywordsByEmoji)) {
  const name = (keywords[0] ?? '').replace(/_/g, ' ');
  order += 1;
  keywords.forEach((keyword, rank) => {
    const words = keyword.toLowerCase().split(/[_\s]+/);
    // "grinning_face" is found by "grinning" and "face" too, after the emoji it names whole.
    for (const [part, word] of [[keyword.toLowerCase(), 0], ...words.map((w) => [w, 1] as const)] as const) {
      const list = byKeyword.get(part) ?? [];
      if (!list.some((entry) => entry.char === char)) list.push({ char, name, rank: rank + word, order });
      byKeyword.set(part, list);
    }
  });
}
for (const list of byKeyword.values()) list.sort((a, b) => a.rank - b.rank || a.order - b.order);
const keywords = [...byKeyword.keys()].sort();

function firstAtOrAfter(prefix: string): number {
  let low = 0;
  let high = keywords.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keywords[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function normaliseEmojiQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/^:+|:+$/g, '')
    .replace(/[^\p{L}\p{N}_ ]/gu, '')
    .trim();
}

export function emojiFor(query: string, count: number): EmojiMatch[] {
  const word = normaliseEmojiQuery(query);
  if (word === '') return [];
  const found = new Map<string, EmojiMatch>();
  const take = (entries: readonly Entry[] | undefined) => {
    for (const entry of entries ?? []) {
      if (found.size >= count) return;
      if (!found.has(entry.char)) found.set(entry.char, { char: entry.char, name: entry.name });
    }
  };
  take(byKeyword.get(word));
  // "coffees" → "coffee", "parties" → "party".
  if (word.endsWith('ies')) take(byKeyword.get(`${word.slice(0, -3)}y`));
  if (word.endsWith('s')) take(byKeyword.get(word.slice(0, -1)));
  for (let i = firstAtOrAfter(word); i < keywords.length && found.size < count; i += 1) {
    const keyword = keywords[i]!;
    if (!keyword.startsWith(word)) break;
    take(byKeyword.get(keyword));
  }
  return [...found.values()];
}

/**
 * The emoji a word names: an emoji whose one-word name is the word ("coffee" has none, "bicycle"
 * does), or whose first keyword after such a name is ("bike"). Looser keywords are too loose for a
 * caption (emojilib files the Vatican flag under "city", a slot machine under "machine").
 */
const byName = new Map<string, string>();
for (const [char, keywords] of Object.entries(keywordsByEmoji)) {
  const name = (keywords[0] ?? '').toLowerCase();
  if (name.includes('_') || /[\u{1F1E6}-\u{1F1FF}]/u.test(char)) continue;
  if (!byName.has(name)) byName.set(name, char);
  const alias = keywords[1]?.toLowerCase();
  if (alias && !alias.includes('_') && !byName.has(alias)) byName.set(alias, char);
}

export function emojiForTopic(word: string): string | null {
  const lower = word.toLowerCase();
  return byName.get(lower) ?? (lower.endsWith('s') ? (byName.get(lower.slice(0, -1)) ?? null) : null);
}
