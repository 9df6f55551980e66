import { joinTokens, type Token } from './text-analysis';

/**
 * Shortens one sentence without rewriting it: drops what a headline drops (a leading "On Tuesday,",
 * brackets, a trailing ", officials said", a ", which …" clause), then cuts at the end of a noun
 * phrase within the word budget. Every word left is the author's, in the author's order.
 */
const endsPhrase = new Set(['NOUN', 'PROPN', 'NUM']);
const weakEnd = new Set(['ADP', 'DET', 'CCONJ', 'SCONJ', 'PART', 'PRON', 'AUX', 'PUNCT']);
const attribution = new Set(['say', 'tell', 'add', 'announce', 'explain', 'write', 'note']);

const isWord = (token: Token) => token.type === 'word' || token.type === 'number';
const countWords = (tokens: readonly Token[]) => tokens.filter(isWord).length;

function withoutBrackets(tokens: Token[]): Token[] {
  let depth = 0;
  return tokens.filter((token) => {
    if (token.text === '(' || token.text === '[') depth += 1;
    const keep = depth === 0;
    if ((token.text === ')' || token.text === ']') && depth > 0) depth -= 1;
    return keep;
  });
}

function withoutLeadingClause(tokens: Token[]): Token[] {
  const comma = tokens.findIndex((token) => token.text === ',');
  const first = tokens[0];
  const leads = first && (first.pos === 'ADP' || first.pos === 'ADV' || first.pos === 'SCONJ');
  return leads && comma > 0 && comma <= 6 ? tokens.slice(comma + 1) : tokens;
}

function withoutAttribution(tokens: Token[]): Token[] {
  for (let i = tokens.length - 1; i > 0; i -= 1) {
    if (tokens[i]!.text !== ',') continue;
    const tail = tokens.slice(i + 1).filter(isWord);
    if (tail.length <= 4 && tail.some((token) => attribution.has(token.lemma))) return tokens.slice(0, i);
    break;
  }
  return tokens;
}

function withoutRelativeClause(tokens: Token[]): Token[] {
  const start = tokens.findIndex(
    (token, i) => i > 0 && tokens[i - 1]!.text === ',' && /^(which|who|whose|where)$/i.test(token.text),
  );
  if (start < 0) return tokens;
  const end = tokens.findIndex((token, i) => i > start && token.text === ',');
  return [...tokens.slice(0, start - 1), ...(end < 0 ? [] : tokens.slice(end))];
}

function trimEnds(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && weakEnd.has(tokens[end - 1]!.pos)) end -= 1;
  let start = 0;
  while (start < end && tokens[start]!.pos === 'PUNCT') start += 1;
  return tokens.slice(start, end);
}

function cutAtPhraseEnd(tokens: Token[], maxWords: number): Token[] {
  let words = 0;
  let lastEnd = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (isWord(token)) words += 1;
    if (words > maxWords) break;
    const next = tokens[i + 1];
    if (endsPhrase.has(token.pos) && (!next || !endsPhrase.has(next.pos))) lastEnd = i;
  }
  if (lastEnd >= 0) return tokens.slice(0, lastEnd + 1);
  const cut: Token[] = [];
  let taken = 0;
  for (const token of tokens) {
    if (isWord(token)) taken += 1;
    if (taken > maxWords) break;
    cut.push(token);
  }
  return cut;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence in at most `maxWords` words ('' when nothing worth keeping is left). */
export function compressSentence(tokens: readonly Token[], maxWords: number): string {
  if (maxWords < 1) return '';
  let kept = [...tokens];
  if (countWords(kept) <= maxWords) return capitalise(joinTokens(kept));
  for (const step of [withoutBrackets, withoutAttribution, withoutLeadingClause, withoutRelativeClause]) {
    kept = step(kept);
    if (countWords(kept) <= maxWords) return capitalise(joinTokens(trimEnds(kept)));
  }
  return capitalise(joinTokens(trimEnds(cutAtPhraseEnd(kept, maxWords))));
}

export { countWords };
