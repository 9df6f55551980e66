import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * One reading of a text with wink-nlp's English model (sentences, tokens, parts of speech, lemmas),
 * shared by every built-in feature. The model ships in npm: nothing is downloaded at run time.
 */
const nlp = winkNLP(model);
const its = nlp.its;

export interface Token {
  /** As written. */
  text: string;
  /** Lower-case lemma ('shoes' → 'shoe'); the URL, mention or hashtag itself for those. */
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, ADJ, VERB, … */
  pos: string;
  /** word, number, url, email, mention, hashtag, emoji, punctuation, symbol, … */
  type: string;
  stopWord: boolean;
  /** Whether a space came before it (to write a run of tokens back). */
  spaced: boolean;
}

export interface Sentence {
  index: number;
  text: string;
  tokens: Token[];
  /** Content words (lemmas) for comparing sentences. */
  terms: string[];
  wordCount: number;
}

export interface Analysis {
  sentences: Sentence[];
  wordCount: number;
  /** Whether the text reads as English (stop words are common in any English text). */
  english: boolean;
}

/** Nouns too general to be what a text is about (nor a hashtag). */
export const genericNouns = new Set(
  'year day today tomorrow yesterday week month time way thing things people percent dollar second minute hour lot part kind number thanks yet'.split(
    ' ',
  ),
);

/** Frequent function words of French, Spanish, Italian, Portuguese and German, four letters or more. */
const foreignFunctionWords = new Set(
  (
    'leurs leur dans avec pour sont cette mais plus tout tous elle nous vous avez être était ' +
    'dès selon aussi comme sans sous entre depuis très donc alors ' +
    'para pero como esta este estos estas desde sobre todo todos también cuando donde porque ' +
    'della delle sono anche come questo questa perché dove quando ' +
    'mais pelo pela isso esta este quando onde porque também ' +
    'sind nicht eine einen einem einer oder aber auch noch nach wenn dass diese dieser über schon wird werden wurde'
  ).split(' '),
);

/** Bounds the work on one request: a 20,000-character text has about 300 sentences. */
const maxSentences = 400;

function isContent(token: Token, english: boolean): boolean {
  if (token.type !== 'word') return false;
  const letters = token.lemma.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return false;
  // Outside English the model's stop words and tags mean little: long words carry the meaning.
  if (!english) return letters.length >= 4 && !foreignFunctionWords.has(token.lemma);
  return !token.stopWord && token.pos !== 'AUX' && token.pos !== 'PRON' && !genericNouns.has(token.lemma);
}

/**
 * A heading or a list line has no full stop: without one wink reads it into the next sentence
 * ("… after years of debate The Riverton council voted"). Every line but the last ends a sentence.
 */
function endLines(text: string): string {
  return text.replace(/([^\s.!?:;…"”)\]])([ \t]*\n)(?=\s*\S)/gu, '$1.$2');
}

/**
 * wink's tokenizer slows down more than linearly on a long run without spaces ("http://http://…"
 * of 2,800 characters took half a second, 20,000 minutes): a run over 80 characters is cut there.
 * No word is that long; a link's tail says nothing a summary or a hashtag needs.
 */
const maxRun = 80;
const cutLongRuns = (text: string) => text.replace(/\S{81,}/g, (run) => `${run.slice(0, maxRun)}…`);

export function analyse(text: string): Analysis {
  const doc = nlp.readDoc(endLines(cutLongRuns(text)));
  const raw: Array<{ text: string; tokens: Token[] }> = [];
  doc.sentences().each((sentence: ItemSentence) => {
    if (raw.length >= maxSentences) return;
    const tokens = sentence.tokens();
    const texts = tokens.out();
    // Typed as needing an add-on the English model has built in.
    const lemmas = tokens.out<string>(its.lemma as ItsFunction<string>);
    const tags = tokens.out<string>(its.pos);
    const types = tokens.out<string>(its.type);
    const stops = tokens.out<boolean>(its.stopWordFlag);
    const spaces = tokens.out<string>(its.precedingSpaces);
    raw.push({
      text: sentence.out().trim(),
      tokens: texts.map((value, i) => ({
        text: value,
        lemma: (lemmas[i] ?? value).toLowerCase(),
        pos: tags[i] ?? 'X',
        type: types[i] ?? 'word',
        stopWord: stops[i] === true,
        spaced: (spaces[i] ?? '') !== '',
      })),
    });
  });
  const words = raw.flatMap((sentence) => sentence.tokens.filter((token) => token.type === 'word'));
  const stopShare = words.length === 0 ? 1 : words.filter((token) => token.stopWord).length / words.length;
  const english = words.length < 8 || stopShare >= 0.2;
  const sentences = raw.map((sentence, index) => ({
    index,
    text: sentence.text,
    tokens: sentence.tokens,
    terms: sentence.tokens.filter((token) => isContent(token, english)).map((token) => token.lemma),
    wordCount: sentence.tokens.filter((token) => token.type === 'word' || token.type === 'number').length,
  }));
  return { sentences, wordCount: sentences.reduce((sum, s) => sum + s.wordCount, 0), english };
}

export { isContent };

/** Writes tokens back as text, with the spaces they had. */
export function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((token, i) => (i > 0 && token.spaced ? ` ${token.text}` : token.text))
    .join('')
    .trim();
}
