import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { countWords, summarizerInputError } from './summarizer-input';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

// Spec section 5: "Summarizer needs at least 100 words unless the input is a URL."
describe('summarizerInputError', () => {
  it.each([
    ['99 words', words(99), messages.summarizer.tooShort],
    ['100 words', words(100), null],
    ['99 words and punctuation', `${words(99)} — !`, messages.summarizer.tooShort],
    ['a URL', 'https://blog.example.com/a-long-article', null],
    ['a URL with spaces around', '  https://blog.example.com/a  ', null],
    ['a URL inside a short text', 'read https://blog.example.com/a', messages.summarizer.tooShort],
  ])('%s', (_case, input, error) => {
    expect(summarizerInputError(input)).toBe(error);
  });

  it('counts words, not spaces', () => {
    expect(countWords('  one   two\nthree ')).toBe(3);
  });
});
