import { frequentWordFor } from './word-frequencies';

/**
 * Predictive text: the words to append at the caret. The calendar's own posts come first (the
 * team's phrases and names: trigram, then bigram continuations), then, for a word begun, the most
 * used English word with that beginning. Nothing is offered on a guess: '' when nothing fits.
 */
export interface CompletionIndex {
  words: Map<string, { surface: string; count: number }>;
  next: Map<string, Map<string, number>>;
}

const maxPosts = 500;
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const lower = (word: string) => word.toLowerCase().replace(/’/g, "'");

export function buildCompletionIndex(posts: readonly string[]): CompletionIndex {
  const index: CompletionIndex = { words: new Map(), next: new Map() };
  const follow = (key: string, word: string) => {
    const counts = index.next.get(key) ?? new Map<string, number>();
    counts.set(word, (counts.get(word) ?? 0) + 1);
    index.next.set(key, counts);
  };
  for (const post of posts.slice(0, maxPosts)) {
    // A phrase does not run across a sentence, a link or a line.
    for (const part of post.split(/[.!?\n]+|https?:\/\/\S+/)) {
      const words = [...part.matchAll(wordPattern)].map((match) => match[0]);
      words.forEach((word, i) => {
        const key = lower(word);
        const entry = index.words.get(key) ?? { surface: word, count: 0 };
        entry.count += 1;
        index.words.set(key, entry);
        if (i > 0) follow(lower(words[i - 1]!), word);
        if (i > 1) follow(`${lower(words[i - 2]!)} ${lower(words[i - 1]!)}`, word);
      });
    }
  }
  return index;
}

/** The word that follows most often, seen at least `atLeast` times and more often than any other. */
function mostFrequent(counts: Map<string, number> | undefined, atLeast: number): string | null {
  const ranked = [...(counts ?? [])].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < atLeast || (second && second[1] === first[1])) return null;
  return first[0];
}

/** Up to `max` more words the calendar's posts say come next. */
function continuation(index: CompletionIndex, before: string[], max: number): string[] {
  const added: string[] = [];
  const context = [...before];
  while (added.length < max) {
    const last = context.at(-1);
    if (!last) break;
    const pair = context.length > 1 ? `${context.at(-2)} ${last}` : null;
    const word =
      (pair ? mostFrequent(index.next.get(pair), 1) : null) ?? mostFrequent(index.next.get(last), 2);
    if (!word) break;
    added.push(word);
    context.push(lower(word));
  }
  return added;
}

function completeWord(index: CompletionIndex, begun: string, previous: string | undefined): string | null {
  const prefix = lower(begun);
  const after = previous ? index.next.get(previous) : undefined;
  const fromContext = [...(after ?? [])].filter(
    ([word]) => lower(word).startsWith(prefix) && word.length > begun.length,
  );
  if (fromContext.length > 0) return fromContext.sort((a, b) => b[1] - a[1])[0]![0];
  let best: { surface: string; count: number } | null = null;
  for (const [key, entry] of index.words)
    if (
      key.length > prefix.length &&
      key.startsWith(prefix) &&
      entry.count >= 2 &&
      (!best || entry.count > best.count)
    )
      best = entry;
  if (best) return best.surface;
  const common = /^[a-z]+$/i.test(begun) ? frequentWordFor(prefix) : null;
  return common;
}

function keepCase(begun: string, word: string): string {
  const rest = word.slice(begun.length);
  if (begun === begun.toUpperCase() && begun.length > 1) return rest.toUpperCase();
  return rest;
}

export function complete(text: string, index: CompletionIndex): string {
  if (text.trim() === '') return '';
  const tail = text.slice(-300);
  const words = [...tail.matchAll(wordPattern)].map((match) => match[0]);
  const endsInWord = /[\p{L}\p{N}'’-]$/u.test(tail);
  if (!endsInWord) {
    // After a space: the next words, only from the calendar's own phrases.
    if (!/\s$/.test(tail) || /[.!?]\s*$/.test(tail)) return '';
    return continuation(index, words.slice(-2).map(lower), 3).join(' ');
  }
  const begun = words.at(-1)!;
  if (begun.length < 2 || /\d/.test(begun)) return '';
  const previous = words.length > 1 ? lower(words.at(-2)!) : undefined;
  const word = completeWord(index, begun, previous);
  if (!word || !lower(word).startsWith(lower(begun))) return '';
  const rest = keepCase(begun, word);
  const more = continuation(index, [...(previous ? [previous] : []), lower(word)], 2);
  return [rest, ...more].join(' ');
}
