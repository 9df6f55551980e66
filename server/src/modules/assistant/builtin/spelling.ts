import dictionary from 'dictionary-en';
import nspell from 'nspell';
import type { SpellingProblem } from '@kairos/core';
import { frequencyRank } from './word-frequencies';

/**
 * The text check: words the Hunspell en-US dictionary (dictionary-en, in npm) does not know, with
 * UTF-16 offsets and up to five fixes. Links, e-mail addresses, @mentions, #hashtags, words with
 * digits, acronyms and mixed-case names (iPhone) are not checked, nor words the calendar's own
 * posts use. A text that is mostly unknown words is taken as another language and left alone.
 * Suggesting is slow (up to 100 ms a word): only the first words get fixes, within a time budget.
 */
const checker = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const maxProblems = 200;
const maxSuggested = 30;
const suggestBudgetMs = 400;
const suggestionCache = new Map<string, string[]>();

const masked = /https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|[@#][\p{L}\p{N}_]+|\S*\d\S*/gu;
const wordPattern = /\p{L}[\p{L}\p{M}'’]*/gu;

const skipWord = (word: string) =>
  word.length < 2 ||
  /^\p{Lu}+s?$/u.test(word) ||
  /\p{Ll}\p{Lu}/u.test(word.slice(1)) ||
  /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);

function knows(word: string, known: ReadonlySet<string>): boolean {
  const plain = word.replace(/’/g, "'").replace(/'+$/, '');
  if (known.has(plain.toLowerCase())) return true;
  if (checker.correct(plain)) return true;
  // "Council's": the dictionary knows the word without its possessive.
  return /'s$/i.test(plain) && checker.correct(plain.slice(0, -2));
}

function suggestionsFor(word: string): string[] {
  const cached = suggestionCache.get(word);
  if (cached) return cached;
  // nspell lists fixes in no useful order ("teh": ten, eh, meh before the): closest, then most used.
  const found = checker
    .suggest(word)
    .map((fix) => ({
      fix,
      distance: editDistance(word.toLowerCase(), fix.toLowerCase()),
      rank: frequencyRank(fix),
    }))
    .sort((a, b) => a.distance - b.distance || a.rank - b.rank)
    .slice(0, 5)
    .map((entry) => entry.fix);
  if (suggestionCache.size > 5_000) suggestionCache.clear();
  suggestionCache.set(word, found);
  return found;
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
  return /(^|[.!?…]\s+|\n\s*)$/u.test(text.slice(Math.max(0, offset - 4), offset)) || offset === 0;
}

export function checkSpelling(text: string, known: ReadonlySet<string> = new Set()): SpellingProblem[] {
  const blanked = text.replace(masked, (match) => ' '.repeat(match.length));
  const candidates: SpellingProblem[] = [];
  let checked = 0;
  for (const match of blanked.matchAll(wordPattern)) {
    const word = match[0].replace(/['’]+$/, '');
    if (skipWord(word)) continue;
    if (/^\p{Lu}/u.test(word) && !startsSentence(text, match.index)) continue;
    checked += 1;
    if (knows(word, known)) continue;
    candidates.push({ offset: match.index, length: word.length, word, suggestions: [] });
  }
  if (checked >= 8 && candidates.length / checked > 0.5) return [];
  const started = performance.now();
  const suggested = new Set<string>();
  for (const problem of candidates.slice(0, maxProblems)) {
    const inBudget = performance.now() - started < suggestBudgetMs;
    if (suggestionCache.has(problem.word) || (inBudget && suggested.size < maxSuggested)) {
      problem.suggestions = suggestionsFor(problem.word);
      suggested.add(problem.word);
    }
  }
  return candidates.slice(0, maxProblems);
}
