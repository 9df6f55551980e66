import { hashtagListError, normalizeHashtags, splitHashtags } from '../hashtags/hashtag-rules';
import type { LibraryPostBodyInput } from '../library/library-post-schema';
import { libraryPostErrors } from '../library/library-post-rules';
import { libraryPostBodySchema } from '../library/library-post-schema';
import { messages } from '../messages';
import { calendarDateSchema } from '../time/date-schemas';
import { importLimits, type ImportMapping } from './import-schemas';

export interface ImportContext {
  categories: readonly { id: string; title: string }[];
  accounts: readonly { id: string; name: string }[];
}

/** What one row becomes: a library post, or a post to schedule on the named accounts. */
export type ImportedRow =
  | { kind: 'library'; body: LibraryPostBodyInput }
  | {
      kind: 'post';
      body: {
        message: string;
        accountIds: string[];
        timing: { mode: 'schedule'; date: string; time: string };
        hashtags: string[];
        imageUrls: string[];
        videoUrl: string | null;
      };
    };

export type RowResult = { ok: true; value: ImportedRow } | { ok: false; messages: string[] };

/** The image links a row's media are fetched from at import (decision 0123). */
export function rowImageUrls(value: ImportedRow): string[] {
  if (value.kind === 'post') return value.body.imageUrls;
  return (value.body.images ?? []).filter((url): url is string => Boolean(url));
}

/** Whether the rows are scheduled as posts: date, time and accounts are all mapped. */
export function mappingSchedules(mapping: ImportMapping): boolean {
  return mapping.date !== undefined && mapping.time !== undefined && mapping.accounts !== undefined;
}

/** The mapped columns missing from the file, each with its message (the mapping is wrong, not a row). */
export function mappingErrors(mapping: ImportMapping, columns: readonly string[]): string[] {
  const named = [
    mapping.message,
    ...Object.values(mapping.variations),
    mapping.category,
    mapping.hashtags,
    mapping.imageUrls,
    mapping.videoUrl,
    mapping.link,
    mapping.date,
    mapping.time,
    mapping.accounts,
  ].filter((name): name is string => name !== undefined);
  return [...new Set(named)]
    .filter((name) => !columns.includes(name))
    .map((name) => messages.imports.unknownColumn(name));
}

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const listOf = (cell: string) =>
  cell
    .split(/[\s,|;]+/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** "9:00" and "09:00" on a quarter hour, as the composer's hour dropdown offers them. */
export function importTime(cell: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(cell.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes % 15 !== 0 || minutes > 45) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Reads one row with the mapping; each message says what is wrong (row numbers are the caller's). */
export function importRow(
  columns: readonly string[],
  cells: readonly string[],
  mapping: ImportMapping,
  context: ImportContext,
): RowResult {
  const errors: string[] = [];
  const cell = (name: string | undefined) => {
    if (name === undefined) return '';
    const value = (cells[columns.indexOf(name)] ?? '').trim();
    if (value.length > importLimits.maxCellLength) {
      errors.push(messages.imports.cellTooLong(name, importLimits.maxCellLength));
      return '';
    }
    return value;
  };
  const link = cell(mapping.link);
  if (link !== '' && !isWebUrl(link)) errors.push(messages.imports.badUrl(mapping.link ?? ''));
  const written = cell(mapping.message);
  const message = link !== '' && !written.includes(link) ? `${written}${written ? ' ' : ''}${link}` : written;
  const hashtags = readHashtags(cell(mapping.hashtags), errors);
  const imageUrls = listOf(cell(mapping.imageUrls));
  if (imageUrls.some((url) => !isWebUrl(url))) errors.push(messages.imports.badUrl(mapping.imageUrls ?? ''));
  if (imageUrls.length > importLimits.maxImagesPerRow) {
    errors.push(messages.imports.tooManyImages(importLimits.maxImagesPerRow));
  }
  const video = cell(mapping.videoUrl);
  if (video !== '' && !isWebUrl(video)) errors.push(messages.imports.badUrl(mapping.videoUrl ?? ''));
  // Video links are not fetched: a row that names one is refused by number, never imported without it.
  else if (video !== '') errors.push(messages.imports.videoNotImported);

  if (mappingSchedules(mapping)) {
    const body = scheduledPost(cell, mapping, context, errors);
    if (message === '') errors.push(messages.imports.messageRequired);
    if (errors.length > 0 || body === null) return { ok: false, messages: [...new Set(errors)] };
    return {
      ok: true,
      value: {
        kind: 'post',
        body: { ...body, message, hashtags, imageUrls, videoUrl: video === '' ? null : video },
      },
    };
  }
  const variations = Object.entries(mapping.variations).map(([socialMedia, name]) => ({
    socialMedia: socialMedia as keyof ImportMapping['variations'],
    message: cell(name),
  }));
  const categories = readCategory(cell(mapping.category), context, errors);
  const body: LibraryPostBodyInput = { message, variations, categories, hashtags, images: imageUrls };
  errors.push(...libraryPostErrors(libraryPostBodySchema.parse(body)));
  if (errors.length > 0) return { ok: false, messages: [...new Set(errors)] };
  return { ok: true, value: { kind: 'library', body } };
}

function readHashtags(cell: string, errors: string[]): string[] {
  if (cell === '') return [];
  const entries = splitHashtags(cell);
  const error = hashtagListError(entries);
  if (error) errors.push(error);
  return normalizeHashtags(entries);
}

function readCategory(cell: string, context: ImportContext, errors: string[]): string[] {
  if (cell === '') return [];
  const wanted = cell.toLocaleLowerCase();
  const found = context.categories.find((category) => category.title.trim().toLocaleLowerCase() === wanted);
  if (!found) {
    errors.push(messages.imports.unknownCategory(cell));
    return [];
  }
  return [found.id];
}

function scheduledPost(
  cell: (name: string | undefined) => string,
  mapping: ImportMapping,
  context: ImportContext,
  errors: string[],
) {
  const date = cell(mapping.date);
  const time = importTime(cell(mapping.time));
  const dateOk = calendarDateSchema.safeParse(date).success;
  if (!dateOk) errors.push(messages.imports.badDate);
  if (time === null) errors.push(messages.imports.badTime);
  const names = cell(mapping.accounts)
    .split(/[,|;]/u)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) errors.push(messages.imports.dateWithoutAccounts);
  const accountIds: string[] = [];
  for (const name of names) {
    const wanted = name.toLocaleLowerCase();
    const account = context.accounts.find(
      (candidate) => candidate.id === name || candidate.name.trim().toLocaleLowerCase() === wanted,
    );
    if (account) accountIds.push(account.id);
    else errors.push(messages.imports.unknownAccount(name));
  }
  if (!dateOk || time === null) return null;
  return { accountIds: [...new Set(accountIds)], timing: { mode: 'schedule' as const, date, time } };
}
