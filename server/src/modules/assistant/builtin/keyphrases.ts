import { genericNouns, isContent, type Analysis, type Token } from './text-analysis';

/**
 * Keyphrases: runs of adjectives and nouns ending in a noun ("downtown bike lane network"), scored by
 * how often their words recur in the text, how often the phrase itself recurs, and how early it
 * comes. Outside English, where the tags mean little, long words and capitalised runs stand in.
 */
export interface Keyphrase {
  /** As the text writes it (common nouns lower-cased). */
  text: string;
  /** Lemmas, for matching. */
  words: string[];
  score: number;
}

const chunkTags = new Set(['ADJ', 'NOUN', 'PROPN']);
const headTags = new Set(['NOUN', 'PROPN']);
const maxChunkWords = 4;

const acronym = (text: string) => /^\p{Lu}{2,}$/u.test(text);
const surface = (token: Token) =>
  token.pos === 'PROPN' || acronym(token.text) ? token.text : token.text.toLowerCase();

function englishChunks(tokens: readonly Token[]): Token[][] {
  const chunks: Token[][] = [];
  let run: Token[] = [];
  const close = () => {
    while (run.length > 0 && !headTags.has(run[run.length - 1]!.pos)) run.pop();
    if (run.length > 0) chunks.push(run.slice(-maxChunkWords));
    run = [];
  };
  for (const token of tokens) {
    const fits =
      token.type === 'word' &&
      chunkTags.has(token.pos) &&
      !token.stopWord &&
      token.lemma.length > 1 &&
      !genericNouns.has(token.lemma);
    if (fits) run.push(token);
    else close();
  }
  close();
  return chunks;
}

function otherChunks(tokens: readonly Token[]): Token[][] {
  return tokens.filter((token) => isContent(token, false)).map((token) => [token]);
}

export function keyphrases(analysis: Analysis, limit = 10): Keyphrase[] {
  const termCounts = new Map<string, number>();
  for (const sentence of analysis.sentences)
    for (const term of sentence.terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
  const found = new Map<string, Keyphrase & { count: number; first: number }>();
  const total = Math.max(1, analysis.sentences.length);
  for (const sentence of analysis.sentences) {
    const chunks = analysis.english ? englishChunks(sentence.tokens) : otherChunks(sentence.tokens);
    for (const chunk of chunks) {
      const words = chunk.map((token) => token.lemma);
      const key = words.join(' ');
      const existing = found.get(key);
      if (existing) {
        existing.count += 1;
        continue;
      }
      const weight = words.reduce((sum, word) => sum + (termCounts.get(word) ?? 1), 0);
      const proper = chunk.some((token) => token.pos === 'PROPN') ? 1.3 : 1;
      found.set(key, {
        text: chunk.map(surface).join(' '),
        words,
        score: weight * proper,
        count: 1,
        first: sentence.index,
      });
    }
  }
  const scored = [...found.values()].map((phrase) => ({
    ...phrase,
    score: (phrase.score + phrase.count * 2) * (1 + 0.5 * (1 - phrase.first / total)),
  }));
  scored.sort((a, b) => b.score - a.score || a.first - b.first);
  // A phrase whose words a better one already holds adds nothing ("lane" after "bike lane").
  const chosen: Keyphrase[] = [];
  for (const phrase of scored) {
    if (chosen.length >= limit) break;
    const covered = chosen.some((better) => phrase.words.every((word) => better.words.includes(word)));
    if (!covered) chosen.push({ text: phrase.text, words: phrase.words, score: phrase.score });
  }
  return chosen;
}
