import {
  hashtagSuggestionMax,
  isWebUrl,
  summarizerInputError,
  type AssistantStatus,
  type CaptionsBody,
  type CaptionsReply,
  type CompleteBody,
  type EmojiQuery,
  type HashtagsBody,
  type HashtagsReply,
  type QuotesBody,
  type SummaryBody,
  type SummaryReply,
  type TextCheckBody,
  type TitleBody,
  type TitleReply,
  type VideoPostBody,
  type VideoPostReply,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { validationFailed } from '../../errors/app-error';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { AuthContext } from '../session/auth-context';
import { createAnswerCache } from './answer-cache';
import { articleAt } from './article-source';
import type { EngineAnswer } from './assistant-engine';
import { assertAssistantGate } from './assistant-gates';
import { createAssistantMedia } from './assistant-media';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { createBuiltinPool } from './builtin/builtin-pool';
import { createCalendarCorpus } from './calendar-corpus';
import { createHashtagSources } from './hashtag-sources';
import { createOcr } from './media/ocr-pool';
import { withVideoMaterial } from './media/video-material';
import { createModelEngine } from './model/model-engine';
import { countRequest, usageOf } from './usage-repository';

export interface AssistantDeps {
  db: Database;
  config: Config;
  storage: MediaStorage;
  now: () => Date;
  fetchOptions?: SafeFetchOptions;
  warn?: (error: unknown, message: string) => void;
}

const withoutNotice = (answer: EngineAnswer<unknown>) => answer.notice === undefined;

/** The writing assistant's use cases (decision 0090): access, gates, cache, count, then an engine. */
export function createAssistantService(deps: AssistantDeps) {
  const { db, config, now } = deps;
  const fetchOptions = deps.fetchOptions ?? {};
  const warn = deps.warn ?? (() => undefined);
  const pool = createBuiltinPool({ threads: config.assistant.threads, maxQueue: 200, taskTimeoutMs: 30_000 });
  const run = pool.run;
  const builtin = createBuiltinEngine(run);
  const model = config.assistant.model;
  const engine = model ? createModelEngine({ config: model, builtin, now, warn }) : builtin;
  const ocr = createOcr({ threads: config.assistant.ocrThreads, maxQueue: 20, timeoutMs: 30_000 });
  const cache = createAnswerCache(config.assistant.cacheEntries);
  const corpus = createCalendarCorpus(db);
  const media = createAssistantMedia({ db, storage: deps.storage, ocr, cache });
  const sources = createHashtagSources({ run, engine, cache, media, fetchOptions, now });

  /** Counts the request for the team's month; a cached answer did not reach the model. */
  async function served<T>(auth: AuthContext, answer: T, byModel = false): Promise<T> {
    await countRequest(db, auth.teamId, now(), byModel);
    return answer;
  }

  async function ask<T>(auth: AuthContext, parts: unknown[], compute: () => Promise<EngineAnswer<T>>) {
    const { value, cached } = await cache.remember([...parts, engine.name], compute, { keep: withoutNotice });
    await served(auth, null, !cached && value.engine === 'model');
    return { engine: value.engine, ...(value.notice ? { notice: value.notice } : {}), value: value.value };
  }

  const article = (url: string) => cache.remember(['article', url], () => articleAt(url, fetchOptions, run));

  async function captions(auth: AuthContext, body: CaptionsBody): Promise<CaptionsReply> {
    const { calendarId, ...request } = body;
    await assertCalendarAccess(db, auth, calendarId, 'view');
    const { value, ...answer } = await ask(auth, ['captions', request], () => engine.captions(request));
    return { ...answer, items: value.map((content) => ({ message: { content } })) };
  }

  async function title(auth: AuthContext, body: TitleBody): Promise<TitleReply> {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    const { value, ...answer } = await ask(auth, ['title', body.text], () => engine.title(body.text));
    return { ...answer, title: value };
  }

  async function summary(auth: AuthContext, body: SummaryBody): Promise<SummaryReply> {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    await assertAssistantGate(db, auth, 'advancedArticleSummarizer', now());
    const url = body.url ?? (body.text && isWebUrl(body.text) ? body.text.trim() : null);
    const source = url ? (await article(url)).value : { title: undefined, text: body.text ?? '' };
    const tooShort = url ? null : summarizerInputError(source.text);
    if (tooShort) throw validationFailed('body.text', tooShort);
    const { value, ...answer } = await ask(auth, ['summary', source.text], () => engine.summary(source.text));
    return { ...answer, summary: value, ...(source.title ? { title: source.title } : {}) };
  }

  async function quotes(auth: AuthContext, body: QuotesBody) {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    await assertAssistantGate(db, auth, 'suggestionsFromArticleUrl', now());
    const { text } = (await article(body.url)).value;
    const { value } = await cache.remember(['quotes', text], async () => ({
      quotes: await run({ kind: 'quotes', text }),
    }));
    return served(auth, value);
  }

  async function hashtags(auth: AuthContext, body: HashtagsBody): Promise<HashtagsReply> {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    const past = await corpus.of(body.calendarId);
    const [suggested, fromUrl, fromPictures] = await Promise.all([
      body.text.trim() === ''
        ? []
        : cache
            .remember(['hashtags', past.key, body.text], async () => ({
              tags: await run({
                kind: 'hashtags',
                text: body.text,
                past: past.hashtags,
                limit: hashtagSuggestionMax,
              }),
            }))
            .then((found) => found.value.tags),
      sources.ofPage(auth.userId, body.text),
      sources.ofPictures(body.calendarId, body.mediaIds ?? []),
    ]);
    return served(
      auth,
      { hashtags: suggested, urlHashtags: fromUrl, imageHashtags: fromPictures.tags },
      fromPictures.byModel,
    );
  }

  async function emoji(auth: AuthContext, query: EmojiQuery) {
    const { value } = await cache.remember(['emoji', query.q.toLowerCase(), query.count], async () => ({
      emoji: await run({ kind: 'emoji', query: query.q, count: query.count }),
    }));
    return served(auth, value);
  }

  async function complete(auth: AuthContext, body: CompleteBody) {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    await assertAssistantGate(db, auth, 'autocompleteAPI', now());
    const own = await corpus.of(body.calendarId);
    const task = { kind: 'complete' as const, text: body.text, corpusKey: own.key };
    // A thread that already holds the calendar's index is not sent its posts again.
    const completion =
      (await run({ ...task, posts: null })) ?? (await run({ ...task, posts: own.posts })) ?? '';
    return served(auth, { completion });
  }

  async function textCheck(auth: AuthContext, body: TextCheckBody) {
    if (body.calendarId) await assertCalendarAccess(db, auth, body.calendarId, 'view');
    const known = body.calendarId ? (await corpus.of(body.calendarId)).vocabulary : [];
    const problems = body.text.trim() === '' ? [] : await run({ kind: 'spelling', text: body.text, known });
    return served(auth, { problems });
  }

  async function videoPost(auth: AuthContext, body: VideoPostBody): Promise<VideoPostReply> {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    const video = await media.video(body.calendarId, body.mediaId);
    const { value, ...answer } = await ask(auth, ['videoPost', body.mediaId], () =>
      withVideoMaterial({ storage: deps.storage, ocr }, video, (material) => engine.videoPost(material)),
    );
    return { ...answer, ...value };
  }

  async function status(auth: AuthContext): Promise<AssistantStatus> {
    return {
      engine: engine.name,
      ...(engine.model ? { model: engine.model } : {}),
      usage: await usageOf(db, auth.teamId, now()),
    };
  }

  return {
    captions,
    title,
    summary,
    quotes,
    hashtags,
    emoji,
    complete,
    textCheck,
    videoPost,
    status,
    /** The OCR worker threads, shared with the image studio's 'Text from image'. */
    ocr,
    warm: () => pool.warm(),
    close: async () => {
      await Promise.all([pool.close(), ocr.close()]);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
