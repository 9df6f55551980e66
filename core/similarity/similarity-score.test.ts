import { describe, expect, it } from 'vitest';
import { porterStem } from './porter-stemmer';
import { similarityScore, termVector } from './similarity-score';
import { textTerms } from './text-terms';
import {
  buildSimilarityResult,
  canPostAnyway,
  isSimilarityFlagged,
  similarityWarningScore,
} from './similarity-rules';

// The examples of Porter's paper ("An algorithm for suffix stripping", 1980).
describe('porterStem', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['caress', 'caress'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['bled', 'bled'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['conflated', 'conflat'],
    ['troubled', 'troubl'],
    ['sized', 'size'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['hissing', 'hiss'],
    ['failing', 'fail'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['valenci', 'valenc'],
    ['digitizer', 'digit'],
    ['vietnamization', 'vietnam'],
    ['predication', 'predic'],
    ['hopefulness', 'hope'],
    ['formaliti', 'formal'],
    ['sensibiliti', 'sensibl'],
    ['triplicate', 'triplic'],
    ['electrical', 'electr'],
    ['revival', 'reviv'],
    ['allowance', 'allow'],
    ['airliner', 'airlin'],
    ['adjustment', 'adjust'],
    ['adoption', 'adopt'],
    ['effective', 'effect'],
    ['probate', 'probat'],
    ['rate', 'rate'],
    ['controll', 'control'],
    ['roll', 'roll'],
    ['connection', 'connect'],
    ['connecting', 'connect'],
    ['connected', 'connect'],
    ['generalizations', 'gener'],
  ])('%s -> %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });
});

describe('textTerms', () => {
  it.each([
    ['drops stop words and punctuation', 'The best tips for your garden!', ['best', 'tip', 'garden']],
    ['drops links', 'Read more at https://example.com/a?b=1 today', ['read', 'todai']],
    ['reads hashtags as words', '#Cooking tips', ['cook', 'tip']],
    ['keeps numbers and other scripts', '50% off café', ['50', 'café']],
    ['drops contractions that are stop words', "Don't miss it", ['miss']],
    ['gives nothing for emoji only', '🎉🎉', []],
  ])('%s', (_case, text, terms) => {
    expect(textTerms(text)).toEqual(terms);
  });
});

describe('similarityScore', () => {
  it.each([
    ['the same text', 'Fresh bread every morning', 'Fresh bread every morning', 100],
    ['the same words in other forms and case', 'Baking fresh breads', 'bake FRESH bread!', 100],
    ['the same text with another link', 'Sale today https://a.example', 'Sale today https://b.example', 100],
    ['nothing in common', 'Fresh bread every morning', 'Our team won an award', 0],
    ['an empty text', '', 'Fresh bread', 0],
    ['half the words', 'fresh bread cake pie', 'fresh bread soup tea', 50],
    ['one word added to three', 'fresh bread daily', 'fresh bread daily sale', 87],
    ['one word in common, capped', 'Coffee launch', 'Coffee again soon', 50],
    ['one word each, the same', 'Coffee!', 'coffee', 100],
    ['one word in common of many', 'coffee', 'coffee beans roasted', 50],
  ])('%s scores %i', (_case, a, b, score) => {
    expect(similarityScore(a, b)).toBe(score);
    expect(similarityScore(b, a)).toBe(score);
  });

  it('weighs repeated words', () => {
    expect([...termVector('sale sale bread')]).toEqual([
      ['sale', 2 / Math.sqrt(5)],
      ['bread', 1 / Math.sqrt(5)],
    ]);
  });
});

describe('buildSimilarityResult', () => {
  const accounts = [
    { id: 'a1', accountName: 'Bakery X', socialMedia: 'twitter', score: 96 },
    { id: 'a2', accountName: 'Bakery FB', socialMedia: 'facebook', score: 40 },
    { id: 'a3', accountName: 'Bakery Page 2', socialMedia: 'facebook', score: 70 },
  ];

  it('gives each network its highest score and its accounts by score', () => {
    expect(buildSimilarityResult(accounts, [{ _id: 'l1', message: 'm', score: 65 }])).toEqual({
      socialMedias: [
        {
          socialMedia: 'twitter',
          maxScore: 96,
          accounts: [{ id: 'a1', accountName: 'Bakery X', score: 96 }],
        },
        {
          socialMedia: 'facebook',
          maxScore: 70,
          accounts: [
            { id: 'a3', accountName: 'Bakery Page 2', score: 70 },
            { id: 'a2', accountName: 'Bakery FB', score: 40 },
          ],
        },
      ],
      library: [{ _id: 'l1', message: 'm', score: 65 }],
      maxScore: 96,
    });
  });

  it.each([
    ['no matches', [], [], 0, false, true],
    ['59 on facebook', [{ ...accounts[1]!, score: 59 }], [], 59, false, true],
    ['60 on facebook', [{ ...accounts[1]!, score: 60 }], [], 60, true, true],
    ['94 on twitter', [{ ...accounts[0]!, score: 94 }], [], 94, true, true],
    ['95 on twitter', [{ ...accounts[0]!, score: 95 }], [], 95, true, false],
    ['80 in the library only', [], [{ _id: 'l', message: '', score: 80 }], 80, true, true],
  ])('%s: max %i, flagged %s, post anyway %s', (_case, scores, library, max, flagged, anyway) => {
    const result = buildSimilarityResult(scores, library);
    expect(result.maxScore).toBe(max);
    expect(isSimilarityFlagged(result)).toBe(flagged);
    expect(canPostAnyway(result)).toBe(anyway);
  });

  it('flags at the clickable score', () => {
    expect(similarityWarningScore).toBe(60);
  });
});
