import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addUtmToText, addUtmToUrl, linksInText, utmParametersSchema } from './utm-parameters';

const utm = utmParametersSchema.parse({ source: 'kairos', medium: 'social', name: 'spring sale' });
const query = 'utm_source=kairos&utm_medium=social&utm_campaign=spring%20sale';

// Spec section 5: "UTM form requires source, medium and name ('Please fill all required fields'); term
// and content optional."
describe('utmParametersSchema', () => {
  it.each([
    ['all required fields', { source: 's', medium: 'm', name: 'n' }, null],
    ['no source', { source: '', medium: 'm', name: 'n' }, messages.utm.requiredFields],
    ['a blank medium', { source: 's', medium: '  ', name: 'n' }, messages.utm.requiredFields],
    ['no name', { source: 's', medium: 'm' }, messages.utm.requiredFields],
  ])('%s', (_case, input, error) => {
    const result = utmParametersSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});

describe('addUtmToUrl', () => {
  it.each([
    ['a bare link', 'https://shop.example.com', `https://shop.example.com?${query}`],
    ['a path', 'https://shop.example.com/a/b', `https://shop.example.com/a/b?${query}`],
    [
      'an existing query',
      'https://shop.example.com/?id=7&q=a+b',
      `https://shop.example.com/?id=7&q=a+b&${query}`,
    ],
    ['a fragment', 'https://shop.example.com/p#reviews', `https://shop.example.com/p?${query}#reviews`],
    [
      'an old UTM source',
      'https://shop.example.com/?utm_source=old&id=1',
      `https://shop.example.com/?id=1&${query}`,
    ],
  ])('%s', (_case, url, tagged) => {
    expect(addUtmToUrl(url, utm)).toBe(tagged);
  });

  it('adds term and content when given', () => {
    const full = utmParametersSchema.parse({
      source: 's',
      medium: 'm',
      name: 'n',
      term: 'shoes',
      content: 'banner',
    });
    expect(addUtmToUrl('https://a.com', full)).toBe(
      'https://a.com?utm_source=s&utm_medium=m&utm_campaign=n&utm_term=shoes&utm_content=banner',
    );
  });
});

describe('addUtmToText', () => {
  const text = 'New in: https://shop.example.com/new. Sale (https://shop.example.com/sale?id=2) ends soon!';
  it('tags every link and leaves the punctuation around it', () => {
    expect(addUtmToText(text, utm)).toBe(
      `New in: https://shop.example.com/new?${query}. Sale (https://shop.example.com/sale?id=2&${query}) ends soon!`,
    );
  });

  it('tags only the chosen link', () => {
    expect(addUtmToText(text, utm, 'https://shop.example.com/new')).toBe(
      `New in: https://shop.example.com/new?${query}. Sale (https://shop.example.com/sale?id=2) ends soon!`,
    );
  });

  it('lists the links of a text', () => {
    expect(linksInText(text)).toEqual(['https://shop.example.com/new', 'https://shop.example.com/sale?id=2']);
  });

  it('leaves a text without links alone', () => {
    expect(addUtmToText('No links here.', utm)).toBe('No links here.');
  });
});
