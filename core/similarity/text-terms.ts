import { porterStem } from './porter-stemmer';

/**
 * English function words: they make two unrelated posts look alike ("the", "and", "your"), so they
 * are left out before comparing.
 */
const stopWords = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own same she ' +
    'should so some such than that the their theirs them themselves then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves im ive youre dont cant wont its lets get got us also'
  ).split(' '),
);

const urlPattern = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * The words of a post that carry its meaning: lower-cased, without links, punctuation, emoji and stop
 * words, each reduced to its stem. "#Cooking tips" and "cook tip" give the same terms.
 */
export function textTerms(text: string): string[] {
  const words = text.toLowerCase().replace(urlPattern, ' ').replace(/['’]/g, '').match(wordPattern) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (word.length < 2 || stopWords.has(word)) continue;
    terms.push(/^[a-z]+$/.test(word) ? porterStem(word) : word);
  }
  return terms;
}
