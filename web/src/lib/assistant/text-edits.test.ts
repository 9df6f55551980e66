import { describe, expect, it } from 'vitest';
import {
  appendBlock,
  firstUrl,
  followProblems,
  isSendable,
  replaceRange,
  wordBeforeCaret,
} from './text-edits';

const problem = (text: string, word: string) => ({
  offset: text.indexOf(word),
  length: word.length,
  word,
  suggestions: [],
});

describe('wordBeforeCaret', () => {
  it.each([
    ['I love coffee', 13, 'coffee'],
    ['I love coffee and', 13, 'coffee'],
    ['I love coff', 11, 'coff'],
    ['I love coffee ', 14, null],
    ['a', 1, null],
    ['I love coffee', 9, null],
    ['café', 4, 'café'],
  ])('%j at %i gives %j', (text, caret, word) => {
    expect(wordBeforeCaret(text, caret)).toBe(word);
  });
});

describe('firstUrl', () => {
  it('finds the first link and leaves the sentence’s punctuation out', () => {
    expect(firstUrl('Read https://blog.example.com/post-1. Then https://b.example')).toBe(
      'https://blog.example.com/post-1',
    );
    expect(firstUrl('(see https://example.com/a)')).toBe('https://example.com/a');
    expect(firstUrl('no link here, just example.com')).toBeNull();
  });
});

describe('isSendable', () => {
  it('sends written text within 20,000 characters only', () => {
    expect(isSendable('  ')).toBe(false);
    expect(isSendable('hello')).toBe(true);
    expect(isSendable('x'.repeat(20_000))).toBe(true);
    expect(isSendable('x'.repeat(20_001))).toBe(false);
  });
});

describe('text edits', () => {
  it('replaces a range and appends a block on its own line', () => {
    expect(replaceRange('I lvoe it', 2, 4, 'love')).toBe('I love it');
    expect(appendBlock('Hello  \n', '“A quote”')).toBe('Hello\n\n“A quote”');
    expect(appendBlock('', 'Summary')).toBe('Summary');
  });
});

describe('followProblems', () => {
  const checked = 'Teh cat sat on teh mat';
  const problems = [problem(checked, 'Teh'), { ...problem(checked, 'teh'), offset: 15 }];

  it('keeps the problems as they are when nothing changed', () => {
    expect(followProblems(checked, checked, problems)).toEqual(problems);
  });

  it('moves the problems after an insertion', () => {
    const current = 'Teh black cat sat on teh mat';
    const moved = followProblems(checked, current, problems);
    expect(moved.map((p) => current.slice(p.offset, p.offset + p.length))).toEqual(['Teh', 'teh']);
  });

  it('keeps the problems before typing at the end', () => {
    const current = `${checked} today`;
    expect(followProblems(checked, current, problems)).toEqual(problems);
  });

  it('drops a word that is being edited', () => {
    const current = 'The cat sat on teh mat';
    const kept = followProblems(checked, current, problems);
    expect(kept).toEqual([{ ...problems[1], offset: 15 }]);
  });

  it('drops everything when the text was replaced', () => {
    expect(followProblems(checked, 'Something else entirely', problems)).toEqual([]);
  });
});

describe('followProblems at the edges of a word', () => {
  it('keeps a misspelling when a space is typed right after it, and drops it when a letter is', () => {
    const checked = 'I like teh';
    const problems = [problem(checked, 'teh')];
    expect(followProblems(checked, 'I like teh ', problems)).toEqual(problems);
    expect(followProblems(checked, 'I like tehs', problems)).toEqual([]);
    expect(followProblems(checked, 'Then I like teh', problems)).toEqual([{ ...problems[0], offset: 12 }]);
    expect(followProblems(checked, 'I like xteh', problems)).toEqual([]);
  });
});
