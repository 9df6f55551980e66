/**
 * Martin Porter's stemmer (1980), as in his reference implementation: "connection", "connected" and
 * "connecting" all become "connect", so two posts that say the same thing in other forms still match.
 * Expects a lower-case word of letters a-z.
 */

const isConsonantAt = (word: string, index: number): boolean => {
  const char = word[index];
  if (char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u') return false;
  if (char === 'y') return index === 0 || !isConsonantAt(word, index - 1);
  return true;
};

/** m, the number of vowel-consonant sequences in `stem`: [C](VC)^m[V]. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonantAt(stem, index)) index += 1;
  while (index < length) {
    while (index < length && !isConsonantAt(stem, index)) index += 1;
    if (index >= length) break;
    while (index < length && isConsonantAt(stem, index)) index += 1;
    count += 1;
  }
  return count;
}

const hasVowel = (stem: string): boolean => {
  for (let index = 0; index < stem.length; index += 1) if (!isConsonantAt(stem, index)) return true;
  return false;
};

const endsWithDoubleConsonant = (word: string): boolean =>
  word.length >= 2 && word.at(-1) === word.at(-2) && isConsonantAt(word, word.length - 1);

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y ("hop", not "hoop"). */
const endsCvc = (word: string): boolean => {
  const length = word.length;
  if (length < 3) return false;
  const last = word[length - 1];
  return (
    isConsonantAt(word, length - 3) &&
    !isConsonantAt(word, length - 2) &&
    isConsonantAt(word, length - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
};

type Rule = readonly [suffix: string, replacement: string];

/** The first rule whose suffix the word has applies (or none), when the stem's measure passes. */
function replaceSuffix(word: string, rules: readonly Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith('eed')) {
    return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  }
  for (const suffix of ['ed', 'ing']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (!hasVowel(stem)) return word;
    if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
    if (endsWithDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
    if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
    return stem;
  }
  return word;
}

const step1c = (word: string): string =>
  word.endsWith('y') && hasVowel(word.slice(0, -1)) ? `${word.slice(0, -1)}i` : word;

const step2Rules: readonly Rule[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const step3Rules: readonly Rule[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const step4Suffixes = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function step4(word: string): string {
  // The longest matching suffix decides ("ement" before "ment" before "ent").
  const suffix = step4Suffixes
    .filter((candidate) => word.endsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (suffix === undefined) return word;
  const stem = word.slice(0, -suffix.length);
  if (measure(stem) <= 1) return word;
  if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
  return stem;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith('l')) {
    result = result.slice(0, -1);
  }
  return result;
}

export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  let result = step1a(word);
  result = step1b(result);
  result = step1c(result);
  result = replaceSuffix(result, step2Rules, 0);
  result = replaceSuffix(result, step3Rules, 0);
  result = step4(result);
  return step5(result);
}
