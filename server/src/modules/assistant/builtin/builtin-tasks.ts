import type { CaptionRequest, SpellingProblem } from '@kairos/core';
import { captionsOf } from './captions';
import { readPage, type PageReading } from './article';
import { buildCompletionIndex, complete, type CompletionIndex } from './completion';
import { emojiFor, type EmojiMatch } from './emoji-index';
import { hashtagsOfPage, suggestHashtags, type PageFacts, type PastHashtag } from './hashtags';
import { quotesOf } from './quotes';
import { checkSpelling } from './spelling';
import { summarize } from './summary';
import { analyse } from './text-analysis';
import { titleOf } from './title';

/**
 * Every piece of built-in work, as a message a worker thread runs (builtin-pool.ts): the language
 * model, the dictionary and the word lists load once per thread, and the API's event loop never
 * waits on them. The same function runs in-process for tests and the benchmark.
 */
export type BuiltinTask =
  | { kind: 'captions'; request: CaptionRequest }
  | { kind: 'title'; text: string }
  | { kind: 'summary'; text: string }
  | { kind: 'quotes'; text: string }
  | { kind: 'hashtags'; text: string; past: PastHashtag[]; limit: number }
  | { kind: 'pageHashtags'; page: PageFacts; limit: number }
  | { kind: 'emoji'; query: string; count: number }
  | { kind: 'complete'; text: string; corpusKey: string; posts: string[] | null }
  | { kind: 'spelling'; text: string; known: string[] }
  | { kind: 'readPage'; html: string }
  | { kind: 'warm' };

export interface BuiltinResults {
  captions: string[];
  title: string;
  summary: string;
  quotes: string[];
  hashtags: string[];
  pageHashtags: string[];
  emoji: EmojiMatch[];
  /** null: the thread does not hold this corpus, send the posts. */
  complete: string | null;
  spelling: SpellingProblem[];
  readPage: PageReading;
  warm: true;
}

export type BuiltinResult<K extends BuiltinTask['kind']> = BuiltinResults[K];

/** The completion indexes of recent calendars, by a key that changes when their posts do. */
const indexes = new Map<string, CompletionIndex>();
const maxIndexes = 50;

function completion(task: Extract<BuiltinTask, { kind: 'complete' }>): string | null {
  let index = indexes.get(task.corpusKey);
  if (!index) {
    if (task.posts === null) return null;
    index = buildCompletionIndex(task.posts);
    if (indexes.size >= maxIndexes) indexes.delete(indexes.keys().next().value!);
    indexes.set(task.corpusKey, index);
  }
  return complete(task.text, index);
}

export function runBuiltinTask(task: BuiltinTask): BuiltinResults[BuiltinTask['kind']] {
  switch (task.kind) {
    case 'captions':
      return captionsOf(task.request);
    case 'title':
      return titleOf(task.text);
    case 'summary':
      return summarize(task.text);
    case 'quotes':
      return quotesOf(task.text);
    case 'hashtags':
      return suggestHashtags(task.text, task.past, task.limit);
    case 'pageHashtags':
      return hashtagsOfPage(task.page, task.limit);
    case 'emoji':
      return emojiFor(task.query, task.count);
    case 'complete':
      return completion(task);
    case 'spelling':
      return checkSpelling(task.text, new Set(task.known));
    case 'readPage':
      return readPage(task.html);
    case 'warm':
      analyse('Warm the model up.');
      checkSpelling('warm');
      complete('wa', buildCompletionIndex([]));
      return true;
  }
}
