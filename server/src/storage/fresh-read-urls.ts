import type { MediaStorage } from './media-storage';

/** Gives back a JSON value with every link to our own storage signed again. */
export type FreshReadUrls = <T>(value: T) => T;

/** Without our storage (the benchmark's services) links are shown as saved. */
export const asSaved: FreshReadUrls = (value) => value;

/** The content type each of our storage keys is served as, for the keys a caller may show. */
export type KeyTypes = ReadonlyMap<string, string>;

/**
 * Posts and library posts keep the read URLs their media had when saved, and those expire
 * (MEDIA_READ_URL_SECONDS). This signs every string in a saved value that is one of our storage's
 * read URLs again, to expire at `expiresAt` (images, JPEG renditions, the video and its thumbnail,
 * audio, PDF, and a web story's metadata that names an image by its URL). Only keys in `keyTypes`
 * are signed, with the type recorded there: a link naming another calendar's file, or claiming
 * another type, is never turned into a working one (it stays as saved, and its signature does not
 * hold). Links elsewhere stay as they are. Nothing is copied where nothing changed, and each link is
 * signed once per signer, which also keeps an image and the metadata naming it by URL equal.
 */
export function signReadUrlsAgain(storage: MediaStorage, expiresAt: Date, keyTypes: KeyTypes): FreshReadUrls {
  const signed = new Map<string, string>();
  const freshString = (value: string): string => {
    if (!value.startsWith('http')) return value;
    const known = signed.get(value);
    if (known !== undefined) return known;
    const key = storage.keyOfReadUrl(value)?.key;
    const contentType = key === undefined ? undefined : keyTypes.get(key);
    const fresh =
      key === undefined || contentType === undefined
        ? value
        : storage.readUrl(key, { contentType, expiresAt });
    signed.set(value, fresh);
    return fresh;
  };
  return mapStrings(freshString) as FreshReadUrls;
}

/** The keys of our storage that the links in a value name. */
export function storageKeysIn(storage: MediaStorage, value: unknown): Set<string> {
  const keys = new Set<string>();
  mapStrings((text) => {
    const key = text.startsWith('http') ? storage.keyOfReadUrl(text)?.key : undefined;
    if (key !== undefined) keys.add(key);
    return text;
  })(value);
  return keys;
}

/** Applies `change` to every string of a JSON value, copying only what changed. */
function mapStrings(change: (text: string) => string): (value: unknown) => unknown {
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') return change(value);
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      value.forEach((item, index) => {
        const next = map(item);
        if (next !== item) (copy ??= [...value])[index] = next;
      });
      return copy ?? value;
    }
    if (isPlainObject(value)) {
      let copy: Record<string, unknown> | null = null;
      for (const [key, item] of Object.entries(value)) {
        const next = map(item);
        if (next !== item) (copy ??= { ...value })[key] = next;
      }
      return copy ?? value;
    }
    return value;
  };
  return map;
}

/**
 * Links for a response: valid for the read lifetime from now, rounded down to a step of at most an
 * hour (a 24th of the lifetime when that is shorter). Reading the same list again within the step
 * gives the same links, so the browser keeps the pictures it has (our files are cached for an hour)
 * instead of fetching every thumbnail of the calendar again; a link still lives at least 23/24 of
 * the lifetime.
 */
export function readUrlsForDisplay(
  storage: MediaStorage | undefined,
  now: Date,
  lifetimeSeconds: number,
  keyTypes: KeyTypes,
): FreshReadUrls {
  return storage ? signReadUrlsAgain(storage, displayExpiry(now, lifetimeSeconds), keyTypes) : asSaved;
}

export function displayExpiry(now: Date, lifetimeSeconds: number): Date {
  const stepMs = Math.max(1, Math.min(3600, Math.floor(lifetimeSeconds / 24))) * 1000;
  const end = now.getTime() + lifetimeSeconds * 1000;
  return new Date(end - (end % stepMs));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
