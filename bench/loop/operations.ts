import { addDays } from '@kairos/core';
import { newsArticle, productAnnouncement } from '../../server/test/assistant/texts';
import { expectStatus, sleep, type Api } from './api-client';

interface ImportView {
  status: string;
  importedRows: number;
  errorCount: number;
  errors: { messages: string[] }[];
}

interface DesignJob {
  data: { uid: string; status: string };
}

/** What an operation did, for the JSON line: counts and statuses, never timings. */
export type Outcome = Record<string, unknown>;

/** Uploads a CSV or XLSX, starts it to the library with `mapping`, and waits until it is over. */
export async function importFile(
  api: Api,
  calendarId: string,
  file: { name: string; bytes: Buffer },
  mapping: Record<string, string>,
): Promise<Outcome> {
  const query = `calendarId=${calendarId}&fileName=${encodeURIComponent(file.name)}`;
  const uploaded = await expectStatus(
    api<{ _id: string }>('POST', `/api/imports?${query}`, file.bytes),
    201,
    'the upload',
  );
  const id = uploaded.body._id;
  await expectStatus(api('POST', `/api/imports/${id}/start`, { mapping }), 202, 'starting the import');
  for (;;) {
    const { body } = await expectStatus(api<ImportView>('GET', `/api/imports/${id}`), 200, 'the import');
    if (['done', 'cancelled', 'failed'].includes(body.status)) {
      const firstError = body.errors[0]?.messages[0];
      return {
        status: body.status,
        importedRows: body.importedRows,
        errorCount: body.errorCount,
        ...(firstError ? { firstError } : {}),
      };
    }
    await sleep(250);
  }
}

/** A campaign of `days` days × every hour of `times`, from one category, to the accounts. */
export async function createCampaign(
  api: Api,
  input: {
    calendarId: string;
    categoryId: string;
    accountIds: string[];
    start: string;
    days: number;
    times: string[];
  },
): Promise<Outcome> {
  const reply = await api('POST', '/api/campaigns', {
    calendarId: input.calendarId,
    name: 'Half a year, every hour',
    accountIds: input.accountIds,
    libraryCategories: [input.categoryId],
    patternSchedule: { selectionMode: 'range', weekDays: [] },
    dates: [input.start, addDays(input.start, input.days - 1)],
    postFrequency: input.times.length,
    postTime: input.times,
    libraryPostPriority: 'newest',
    isUserWantToRepeatContent: true,
    promiseContent: false,
    accountsMetadata: [],
  });
  if (reply.status !== 201 && reply.status !== 202)
    throw new Error(`the campaign answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 400)}`);
  return { status: reply.status };
}

/** 'Text from image' on each image, one after another, as a person reads them. */
export async function readTexts(api: Api, mediaIds: string[]): Promise<Outcome> {
  let read = 0;
  for (const id of mediaIds) {
    const { body } = await expectStatus(
      api<{ text: string }>('POST', `/api/media/${id}/text`),
      200,
      'reading an image',
    );
    if (body.text) read += 1;
  }
  return { images: mediaIds.length, read };
}

/** `count` assistant calls at once (captions, summaries and hashtags in turn): statuses counted. */
export async function assistantBurst(api: Api, calendarId: string, count: number): Promise<Outcome> {
  const calls = Array.from({ length: count }, (_, index) => {
    const kind = index % 3;
    if (kind === 0)
      return api('POST', '/api/assistant/captions', {
        calendarId,
        platform: 'instagram',
        tone: 'happy',
        wordCount: 25,
        text: productAnnouncement,
        variant: 3,
      });
    if (kind === 1) return api('POST', '/api/assistant/summary', { calendarId, text: newsArticle });
    return api('POST', '/api/assistant/hashtags', { calendarId, text: productAnnouncement });
  });
  const statuses: Record<string, number> = {};
  for (const reply of await Promise.all(calls)) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  return { calls: count, statuses };
}

/** `count` banners asked one after another, then polled until each is drawn. */
export async function renderBanners(api: Api, calendarId: string, count: number): Promise<Outcome> {
  const uids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await expectStatus(
      api<DesignJob>('POST', '/api/design/banners', {
        calendarId,
        imageData: {
          template: 'sale-instagram',
          modifications: { texts: { heading: `SALE ${index}`, body: `Banner ${index + 1} of ${count}` } },
        },
      }),
      202,
      'a banner',
    );
    uids.push(started.body.data.uid);
  }
  const statuses: Record<string, number> = {};
  for (const uid of uids) {
    for (;;) {
      const { body } = await expectStatus(
        api<DesignJob>('GET', `/api/design/jobs/${uid}`),
        200,
        'a banner job',
      );
      const { status } = body.data;
      if (status === 'ready' || status === 'failed') {
        statuses[status] = (statuses[status] ?? 0) + 1;
        break;
      }
      await sleep(200);
    }
  }
  return { banners: count, statuses };
}

/** The stats call over `days` days to today. */
export async function statsCall(api: Api, calendarId: string, today: string, days: number): Promise<Outcome> {
  const from = addDays(today, -(days - 1));
  const reply = await expectStatus(
    api('GET', `/api/stats?calendarId=${calendarId}&from=${from}&to=${today}`),
    200,
    'the stats',
  );
  return { days, bytes: JSON.stringify(reply.body).length };
}
