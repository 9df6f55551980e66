import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postExcerpt } from './post-excerpt';

/** The rule as the regular expression states it: what the scan must keep giving. */
function reference(message: string, length: number): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text === '') return '(no text)';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

describe('postExcerpt', () => {
  it.each([
    ['', 10, '(no text)'],
    [' \n\t\u00a0\u3000', 10, '(no text)'],
    ['Hello', 10, 'Hello'],
    ['  Hello   world \n', 20, 'Hello world'],
    ['0123456789', 10, '0123456789'],
    ['0123456789A', 10, '012345678…'],
    ['01234567 9A', 10, '01234567 …'],
    ['a\u2028b\ufeffc', 10, 'a b c'],
    ['emoji 😀😀😀', 9, 'emoji 😀…'],
  ])('%j at %i characters is %j', (message, length, expected) => {
    expect(postExcerpt(message, length)).toBe(expected);
    expect(postExcerpt(message, length)).toBe(reference(message, length));
  });

  it('says what the regular expression says for any text and length', () => {
    const whitespace = fc.constantFrom(' ', '\n', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff', '\r\n');
    const text = fc
      .array(fc.oneof(fc.string({ maxLength: 12 }), whitespace), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 90 }), (message, length) => {
        expect(postExcerpt(message, length)).toBe(reference(message, length));
      }),
      { numRuns: 500 },
    );
  });
});
