import { describe, expect, it } from 'vitest';
import { candidateTerms } from './candidate-terms';
import { cosine, termVector } from './similarity-score';

describe('candidateTerms', () => {
  const vector = termVector('kairos sale winter coats wool scarves');
  const frequency = new Map([
    ['kairo', 900],
    ['sale', 800],
    ['winter', 300],
    ['coat', 20],
    ['wool', 5],
    ['scarv', 1],
  ]);

  it.each([
    // Six terms of weight 1/√6: a rest of two terms is 0.577 long (below 0.595), three is 0.707.
    [0.595, ['scarv', 'wool', 'coat', 'winter']],
    [0.8, ['scarv', 'wool', 'coat']],
    [0.1, ['scarv', 'wool', 'coat', 'winter', 'sale', 'kairo']],
  ])('at a cosine of %s searches %j', (minCosine, terms) => {
    expect(candidateTerms(vector, frequency, minCosine)).toEqual(terms);
  });

  it('never misses a text that reaches the threshold', () => {
    const searched = new Set(candidateTerms(vector, frequency, 0.595));
    const texts = ['kairos sale winter', 'kairos sale', 'kairos sale coats', 'sale kairos kairos'];
    for (const text of texts) {
      const other = termVector(text);
      const reaches = cosine(vector, other).dot >= 0.595;
      const found = [...other.keys()].some((term) => searched.has(term));
      if (reaches) expect(found).toBe(true);
    }
    expect(cosine(vector, termVector('kairos sale')).dot).toBeLessThan(0.595);
  });
});
