import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  controlCharacterPath,
  hasControlCharacters,
  plainText,
  withoutControlCharacters,
} from './control-characters';

describe('hasControlCharacters', () => {
  it.each([
    ['plain text', 'Spring menu tasting', false],
    ['tabs and line breaks', 'Line one\r\nLine two\tend', false],
    ['emoji (a surrogate pair)', 'Good morning 🌅', false],
    ['accents and CJK', 'Café 日本', false],
    ['a NUL byte', 'a\u0000b', true],
    ['a bell', 'a\u0007b', true],
    ['a vertical tab', 'a\u000Bb', true],
    ['an escape', '\u001B[31m', true],
    ['DEL', 'a\u007F', true],
    ['a lone high surrogate', 'a\uD83Cb', true],
    ['a lone low surrogate at the end', 'a\uDF05', true],
    ['a high surrogate at the end', 'a\uD83C', true],
  ])('%s: %s', (_case, text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });
});

describe('controlCharacterPath', () => {
  it.each([
    ['a clean body', { message: 'Hello', images: [{ url: 'https://a.example/x.png' }] }, null],
    ['a NUL in a nested string', { images: [{ url: 'ok' }, { url: 'x\u0000' }] }, ['images', 1, 'url']],
    ['a NUL in a key', { ['bad\u0000key']: 1 }, ['bad\u0000key']],
    ['a NUL at the top', 'x\u0000', []],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, null],
  ])('%s', (_case, value, path) => {
    expect(controlCharacterPath(value)).toEqual(path);
  });

  it('walks a body nested far deeper than the stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(controlCharacterPath(deep)).toHaveLength(200_000);
  });
});

describe('plainText', () => {
  it('refuses control characters with the message', () => {
    const result = plainText().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.validation.controlCharacters);
  });

  it('keeps the string checks it refines', () => {
    expect(plainText().max(3).safeParse('abcd').success).toBe(false);
  });
});

describe('withoutControlCharacters', () => {
  it.each([
    ['a vertical tab pasted from a word processor', 'Line one\u000BLine two', 'Line oneLine two'],
    ['NULs and a bell', '\u0000a\u0007b\u0000', 'ab'],
    ['a lone surrogate', 'x\uD83Cy', 'xy'],
    ['what stays: line breaks, tabs, emoji', 'a\r\n\tb 🌅', 'a\r\n\tb 🌅'],
  ])('%s', (_case, text, expected) => {
    expect(withoutControlCharacters(text)).toBe(expected);
  });
});
