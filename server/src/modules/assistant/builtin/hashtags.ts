import { keyphrases, type Keyphrase } from './keyphrases';
import { analyse, type Analysis } from './text-analysis';

/**
 * Hashtags without '#': the calendar's own past hashtags that the text is about come first (the
 * team's vocabulary), then tags made from the text's keyphrases (one word as written, several
 * joined in PascalCase: "bike lane network" → BikeLaneNetwork). Tags the text already has are left out.
 */
export interface PastHashtag {
  tag: string;
  count: number;
}

const maxTagLength = 30;

export function tagOf(phrase: string): string | null {
  const words = phrase
    .split(/[\s_-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  const tag =
    words.length === 1
      ? words[0]!
      : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  if (tag.length < 2 || tag.length > maxTagLength || /^\p{N}+$/u.test(tag)) return null;
  return tag;
}

/** "SummerSale" → ["summer", "sale"]: the words a tag is made of. */
export function wordsOfTag(tag: string): string[] {
  return tag
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean);
}

function existingTags(analysis: Analysis): Set<string> {
  const tags = new Set<string>();
  for (const sentence of analysis.sentences)
    for (const token of sentence.tokens)
      if (token.type === 'hashtag') tags.add(token.text.slice(1).toLowerCase());
  return tags;
}

/**
 * A phrase too long for one tag ("Aurora X2 espresso machine") gives two: its name (the leading
 * capitalised words, AuroraX2) and what it is (EspressoMachine).
 */
function partsOf(phrase: string): string[] {
  const words = phrase.split(' ');
  if (words.length <= 3) return [phrase];
  const name = words.findIndex((word) => !/^\p{Lu}|^\p{N}/u.test(word));
  if (name <= 0) return [words.slice(-3).join(' ')];
  return [words.slice(0, name).join(' '), words.slice(name).slice(-3).join(' ')];
}

export function tagsOfPhrases(phrases: readonly Keyphrase[]): string[] {
  return phrases
    .flatMap((phrase) => partsOf(phrase.text))
    .map(tagOf)
    .filter((tag): tag is string => tag !== null);
}

function addUnique(into: string[], tags: Iterable<string>, limit: number, skip: ReadonlySet<string>) {
  for (const tag of tags) {
    if (into.length >= limit) return;
    const key = tag.toLowerCase();
    // HomeEspressoMachine says little more than EspressoMachine.
    const repeats = into.some(
      (other) => key.includes(other.toLowerCase()) || other.toLowerCase().includes(key),
    );
    if (!skip.has(key) && !repeats) into.push(tag);
  }
}

export function suggestHashtags(
  text: string,
  past: readonly PastHashtag[],
  limit: number,
  analysis: Analysis = analyse(text),
): string[] {
  const terms = new Set(analysis.sentences.flatMap((sentence) => sentence.terms));
  const lowered = new Set(
    analysis.sentences.flatMap((sentence) => sentence.tokens.map((token) => token.text.toLowerCase())),
  );
  const about = (tag: string) => {
    const words = wordsOfTag(tag);
    const known = words.filter((word) => terms.has(word) || lowered.has(word)).length;
    return words.length > 0 && known / words.length >= 0.5;
  };
  const tags: string[] = [];
  const skip = existingTags(analysis);
  const fromPast = [...past].filter((entry) => about(entry.tag)).sort((a, b) => b.count - a.count);
  addUnique(
    tags,
    fromPast.map((entry) => entry.tag),
    Math.min(limit, 4),
    skip,
  );
  addUnique(tags, tagsOfPhrases(keyphrases(analysis, limit * 2)), limit, skip);
  return tags;
}

export interface PageFacts {
  title: string;
  description: string;
  keywords: string[];
}

/** 'URL Related': the page's own keywords, then its title's and description's keyphrases. */
export function hashtagsOfPage(page: PageFacts, limit: number): string[] {
  const tags: string[] = [];
  const none = new Set<string>();
  addUnique(
    tags,
    page.keywords.map(tagOf).filter((tag): tag is string => tag !== null),
    limit,
    none,
  );
  const text = [page.title, page.description].filter(Boolean).join('. ');
  if (text) addUnique(tags, tagsOfPhrases(keyphrases(analyse(text), limit)), limit, none);
  return tags;
}
