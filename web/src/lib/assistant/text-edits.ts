import { assistantMaxChars, type SpellingProblem } from '@kairos/core';

/**
 * Whether a text is worth a suggestion request: something written, within decision 0090's "Text
 * inputs are at most 20,000 characters" (a longer one would only be refused).
 */
export function isSendable(text: string): boolean {
  return text.trim() !== '' && text.length <= assistantMaxChars;
}

const urlPattern = /https?:\/\/[^\s<>"']+/iu;

/** The first web address written in a text, without the punctuation that ends a sentence. */
export function firstUrl(text: string): string | null {
  const match = urlPattern.exec(text);
  return match === null ? null : match[0].replace(/[.,;:!?)\]]+$/u, '');
}

/**
 * The word being typed: the letters just before the caret (at least two), when the caret is not in
 * the middle of a word. Emoji suggestions are asked for it.
 */
export function wordBeforeCaret(text: string, caret: number): string | null {
  if (/^[\p{L}\p{N}]/u.test(text.slice(caret))) return null;
  const match = /[\p{L}]{2,}$/u.exec(text.slice(0, caret));
  return match === null ? null : match[0];
}

/** The text with `length` characters at `offset` replaced. */
export function replaceRange(text: string, offset: number, length: number, replacement: string): string {
  return text.slice(0, offset) + replacement + text.slice(offset + length);
}

/** Appends a block (a quote, a summary) after what is written, on a line of its own. */
export function appendBlock(text: string, block: string): string {
  const trimmed = text.trimEnd();
  return trimmed === '' ? block : `${trimmed}\n\n${block}`;
}

/**
 * Spelling problems found in `checked`, moved onto `current` (the user kept typing while the check
 * ran): the problems before the edited stretch keep their place, the ones after it move with the
 * text, and the ones inside it are dropped until the next check. Linear in the text's length, so it
 * can run on every keystroke.
 */
export function followProblems(
  checked: string,
  current: string,
  problems: readonly SpellingProblem[],
): SpellingProblem[] {
  if (checked === current) return [...problems];
  const shortest = Math.min(checked.length, current.length);
  let prefix = 0;
  while (prefix < shortest && checked.charCodeAt(prefix) === current.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    checked.charCodeAt(checked.length - 1 - suffix) === current.charCodeAt(current.length - 1 - suffix)
  ) {
    suffix += 1;
  }
  const shift = current.length - checked.length;
  const tailStart = checked.length - suffix;
  const wordCharacter = (index: number) => /[\p{L}\p{N}'’]/u.test(current.charAt(index));
  return problems.flatMap((problem) => {
    const end = problem.offset + problem.length;
    // A word the edit touched may have changed: it waits for the next check.
    if (end <= prefix && !wordCharacter(end)) return [problem];
    const moved = problem.offset + shift;
    if (problem.offset >= tailStart && !wordCharacter(moved - 1)) return [{ ...problem, offset: moved }];
    return [];
  });
}
