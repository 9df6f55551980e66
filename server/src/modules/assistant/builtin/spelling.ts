import american from 'dictionary-en';
import british from 'dictionary-en-gb';
import nspell from 'nspell';
import type { SpellingProblem } from '@kairos/core';
import { frequencyRank } from './word-frequencies';

/**
 * The text check: words the Hunspell en-US and en-GB dictionaries (dictionary-en, dictionary-en-gb,
 * in npm) do not know, with UTF-16 offsets and up to five fixes. Links, e-mail addresses, @mentions, #hashtags, words with
 * digits, acronyms and mixed-case names (iPhone) are not checked, nor words the calendar's own
 * posts use. A text that is mostly unknown words is taken as another language and left alone.
 * Fixes are the known words one edit away (see `suggest`).
 */
// Both spellings are right in a post: "color" and "colour", "kilometers" and "kilometres". One
// checker each: nspell merging two dictionaries applies one's affix rules to the other's words.
const checkers = [american, british].map((dictionary) =>
  nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }),
);
const isCorrect = (word: string) => checkers.some((checker) => checker.correct(word));
const maxProblems = 200;
const maxFixableLength = 24;
/** Longer than any word: not looked up at all. */
const maxWordLength = 45;
const suggestionCache = new Map<string, string[]>();
/** Prefixes written with a hyphen ("pre-order", "co-founder") that no dictionary lists alone. */
const prefixes = new Set([
  'pre',
  're',
  'co',
  'non',
  'anti',
  'self',
  'multi',
  'post',
  'ex',
  'sub',
  'un',
  'mid',
  'e',
  'inter',
  'semi',
]);

/**
 * A run of non-spaces that is not prose: a link, an e-mail address, a @mention, a #hashtag, or
 * anything with a digit. Tested run by run (a pattern over the whole text backtracks
 * quadratically on a long run without spaces).
 */
const notProse = (chunk: string) =>
  chunk.includes('://') || /^\W*www\./i.test(chunk) || /[@#]/.test(chunk) || /\d/.test(chunk);
const wordPattern = /\p{L}[\p{L}\p{M}'’]*(?:-\p{L}[\p{L}\p{M}'’]*)*/gu;

const skipWord = (word: string) =>
  word.length < 2 ||
  /^\p{Lu}+s?$/u.test(word) ||
  /\p{Ll}\p{Lu}/u.test(word.slice(1)) ||
  /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);

function knows(word: string, known: ReadonlySet<string>): boolean {
  // "Pre-order", "built-in": the whole word, else each of its parts.
  if (word.includes('-'))
    return (
      knowsOne(word, known) ||
      word.split('-').every((part) => knowsOne(part, known) || prefixes.has(part.toLowerCase()))
    );
  return knowsOne(word, known);
}

function knowsOne(word: string, known: ReadonlySet<string>): boolean {
  const plain = word.replace(/’/g, "'").replace(/'+$/, '');
  if (known.has(plain.toLowerCase())) return true;
  if (isCorrect(plain)) return true;
  // "Council's": the dictionary knows the word without its possessive.
  return /'s$/i.test(plain) && isCorrect(plain.slice(0, -2));
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Every word one edit away (a letter dropped, added, changed, or two swapped) that a dictionary knows. */
function oneEditAway(word: string): string[] {
  const lower = word.toLowerCase();
  const found = new Set<string>();
  const consider = (candidate: string) => {
    if (candidate.length > 0 && isCorrect(candidate)) found.add(candidate);
  };
  for (let i = 0; i <= lower.length; i += 1) {
    const [head, tail] = [lower.slice(0, i), lower.slice(i)];
    if (tail) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      if (tail) consider(head + letter + tail.slice(1));
      consider(head + letter + tail);
    }
  }
  found.delete(lower);
  return [...found];
}

/** Fixes closest first, then most used (nspell lists them in no useful order: "teh" → ten, eh, the). */
function ranked(word: string, candidates: readonly string[]): string[] {
  const capital = /^\p{Lu}/u.test(word);
  return [...new Set(candidates)]
    .map((fix) => ({
      fix: capital ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix,
      distance: editDistance(word.toLowerCase(), fix.toLowerCase()),
      rank: frequencyRank(fix),
    }))
    .sort((a, b) => a.distance - b.distance || a.rank - b.rank)
    .slice(0, 5)
    .map((entry) => entry.fix);
}

function remember(word: string, fixes: string[]): string[] {
  if (suggestionCache.size > 5_000) suggestionCache.clear();
  suggestionCache.set(word, fixes);
  return fixes;
}

/**
 * Fixes: the words one edit away (a letter dropped, added, changed, or two swapped), which catch
 * most typos ("teh", "recieve", "definately") in about a millisecond a word. nspell's own wider
 * search is not used: it takes up to 1.5 s for one word and cannot be interrupted. A word farther
 * off is underlined without a fix.
 */
function suggest(problems: readonly SpellingProblem[]): void {
  const fixesOf = new Map<string, string[]>();
  for (const problem of problems) {
    let fixes = fixesOf.get(problem.word) ?? suggestionCache.get(problem.word);
    if (!fixes) {
      // No dictionary word is this long: a run of letters gets no fixes (and costs nothing).
      fixes =
        problem.word.length > maxFixableLength
          ? []
          : remember(problem.word, ranked(problem.word, oneEditAway(problem.word)));
    }
    fixesOf.set(problem.word, fixes);
    problem.suggestions = fixes;
  }
}

/** Damerau-Levenshtein (optimal string alignment): a swap of two letters is one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** A capitalised word inside a sentence is a name (Riverton, Aurora): only checked where a sentence starts. */
function startsSentence(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 20), offset);
  if (/[.!?…\n][^\p{L}\p{N}]*$/u.test(before)) return true;
  return offset <= 20 && /^[^\p{L}\p{N}]*$/u.test(before);
}

export function checkSpelling(text: string, known: ReadonlySet<string> = new Set()): SpellingProblem[] {
  const blanked = text.replace(/\S+/g, (chunk) => (notProse(chunk) ? ' '.repeat(chunk.length) : chunk));
  const words = [...blanked.matchAll(wordPattern)].map((match) => ({
    word: match[0].replace(/['’]+$/, ''),
    at: match.index,
  }));
  // A capitalised word the text also uses inside a sentence is a name, at the start of one too.
  const names = new Set(
    words
      .filter(({ word, at }) => /^\p{Lu}/u.test(word) && !startsSentence(text, at))
      .map(({ word }) => word),
  );
  const candidates: SpellingProblem[] = [];
  let checked = 0;
  const notEnglish = () => checked >= 8 && candidates.length / checked > 0.5;
  // An unknown word costs the dictionary most: the work stops at 200 of them, or as soon as the
  // text reads as another language.
  for (const { word, at } of words) {
    if (skipWord(word) || names.has(word)) continue;
    checked += 1;
    if (word.length <= maxWordLength && knows(word, known)) continue;
    candidates.push({ offset: at, length: word.length, word, suggestions: [] });
    if (checked >= 40 && notEnglish()) return [];
    if (candidates.length >= maxProblems) break;
  }
  if (notEnglish()) return [];
  suggest(candidates);
  return candidates;
}
