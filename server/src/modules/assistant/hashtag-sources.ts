import { isWebUrl } from '@kairos/core';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { AnswerCache } from './answer-cache';
import { firstUrlIn, readPageAt } from './article-source';
import type { AssistantEngine } from './assistant-engine';
import type { createAssistantMedia } from './assistant-media';
import type { RunBuiltin } from './builtin/builtin-pool';
import { createFetchBudget } from './url-fetch-budget';

/** "the picker shows at most 12" for URL and image hashtags. */
const pickerMax = 12;

/** The hashtags of what a post links to and shows: 'URL Related' and 'Images Related Hashtags'. */
export function createHashtagSources(deps: {
  run: RunBuiltin;
  engine: AssistantEngine;
  cache: AnswerCache;
  media: ReturnType<typeof createAssistantMedia>;
  fetchOptions: SafeFetchOptions;
  now: () => Date;
}) {
  const { run, engine, cache, media, fetchOptions } = deps;
  const mayFetch = createFetchBudget(10, deps.now);

  /** 'URL Related': the linked page's hashtags, or none when it cannot be read (they are suggestions). */
  async function ofPage(userId: string, text: string): Promise<string[]> {
    const url = firstUrlIn(text);
    if (!url || !isWebUrl(url)) return [];
    const key = ['pageHashtags', url];
    const fetchAllowed = () => mayFetch(userId);
    try {
      const { value } = await cache.remember(
        key,
        async () => {
          if (!fetchAllowed()) return { tags: null };
          const { facts } = await readPageAt(url, fetchOptions, run);
          return { tags: await run({ kind: 'pageHashtags', page: facts, limit: pickerMax }) };
        },
        { keep: (found) => found.tags !== null },
      );
      return value.tags ?? [];
    } catch {
      return [];
    }
  }

  /**
   * 'Images Related Hashtags': what a model with image input sees in the pictures first (AI_VISION),
   * then tags of the text read in them by OCR.
   */
  async function ofPictures(calendarId: string, mediaIds: readonly string[]) {
    const pictures = await media.images(calendarId, mediaIds);
    if (pictures.length === 0) return { tags: [], byModel: false };
    const seen = engine.seesPictures
      ? await cache.remember(
          ['pictures', engine.name, pictures.map((picture) => picture.id).sort()],
          async () => ({
            tags: await engine.pictureHashtags(
              await Promise.all(
                pictures.map(async (picture) => ({
                  bytes: await picture.read(),
                  mediaType: picture.mediaType,
                })),
              ),
              pickerMax,
            ),
          }),
          { keep: (found) => found.tags !== null },
        )
      : { value: { tags: null }, cached: false };
    const text = await media.textIn(pictures);
    const read = text ? await run({ kind: 'hashtags', text, past: [], limit: pickerMax }) : [];
    const tags = [...(seen.value.tags ?? []), ...read].filter(
      (tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
    );
    return { tags: tags.slice(0, pickerMax), byModel: seen.value.tags !== null && !seen.cached };
  }

  return { ofPage, ofPictures };
}
