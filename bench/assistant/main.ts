/**
 * The built-in writing assistant's benchmark (issue 19):
 *
 *   npm run bench:assistant -- [--rounds 300] [--summaries 60]
 *
 * Through the engine's worker thread, as the server runs it (one thread, the model loaded first):
 * --rounds times, hashtag + emoji + completion suggestions for a different 280-character text
 * (asked together, as the composer asks while one types), against a calendar of 500 posts; then
 * --summaries extractive summaries of different 2,000-word texts. Prints p50/p99 in milliseconds;
 * the last line is one JSON object. Targets: p99 under 30 ms and under 150 ms. BENCH_SMOKE=1: 10
 * rounds, 3 summaries.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createBuiltinPool } from '../../server/src/modules/assistant/builtin/builtin-pool';
import { newsArticle, productAnnouncement, shortTweet } from '../../server/test/assistant/texts';
import { percentile, round } from '../dispatch/figures';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: sized('300', '10') },
    summaries: { type: 'string', default: sized('60', '3') },
  },
});
const rounds = Number(args.rounds);
const summaries = Number(args.summaries);
const log = (line: string) => console.log(line);

const sentences = [newsArticle, productAnnouncement, shortTweet]
  .join(' ')
  .replace(/\s+/g, ' ')
  .split(/(?<=[.!?])\s+/);

/** A small deterministic generator: the same texts on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function textOf(next: () => number, words: number): string {
  const picked: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = sentences[Math.floor(next() * sentences.length)]!;
    picked.push(sentence);
    count += sentence.split(' ').length;
  }
  return picked.join(' ');
}

const summarize = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted.at(-1)!, 2),
  };
};

async function main() {
  const pool = createBuiltinPool({ threads: 1, maxQueue: 1_000, taskTimeoutMs: 60_000 });
  try {
    let started = performance.now();
    await pool.warm();
    const warmMs = round(performance.now() - started);
    log(`Built-in engine thread ready in ${warmMs} ms (language model, dictionaries, word lists)`);
    const next = random(19);
    const posts = Array.from({ length: 500 }, () => textOf(next, 30));
    const suggestions: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const text = textOf(next, 60).slice(0, 280 - 4) + ` ${'co'}`;
      const lastWord = /(\p{L}+)\W*$/u.exec(text)?.[1] ?? 'coffee';
      started = performance.now();
      const [, , completion] = await Promise.all([
        pool.run({ kind: 'hashtags', text, past: [{ tag: 'Riverton', count: 4 }], limit: 8 }),
        pool.run({ kind: 'emoji', query: lastWord, count: 15 }),
        pool.run({ kind: 'complete', text, corpusKey: 'bench', posts }),
      ]);
      suggestions.push(performance.now() - started);
      if (completion === null) throw new Error('the completion index was not built');
    }
    const long: number[] = [];
    for (let index = 0; index < summaries; index += 1) {
      const text = textOf(next, 2_000);
      started = performance.now();
      await pool.run({ kind: 'summary', text });
      long.push(performance.now() - started);
    }
    const typing = summarize(suggestions);
    const summary = summarize(long);
    log(
      `Hashtags + emoji + completion for 280 characters (${rounds} texts): p50 ${typing.p50} ms, p99 ${typing.p99} ms`,
    );
    log(`Summary of 2,000 words (${summaries} texts): p50 ${summary.p50} ms, p99 ${summary.p99} ms`);
    log(
      JSON.stringify({
        benchmark: 'assistant',
        engine: 'builtin',
        threads: 1,
        warmMs,
        suggestions280: { rounds, p50Ms: typing.p50, p99Ms: typing.p99, maxMs: typing.max, targetP99Ms: 30 },
        summary2000Words: {
          texts: summaries,
          p50Ms: summary.p50,
          p99Ms: summary.p99,
          maxMs: summary.max,
          targetP99Ms: 150,
        },
        load: os.loadavg().map((value) => round(value, 2)),
      }),
    );
  } finally {
    await pool.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
