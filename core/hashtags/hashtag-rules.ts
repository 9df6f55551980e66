import { messages } from '../messages';

/** Bounds of a hashtag list: Instagram takes 30 hashtags a post, so a list holds at most that. */
export const hashtagGroupLimits = {
  nameMaxLength: 49,
  maxHashtags: 30,
  /** Without the `#`. */
  hashtagMaxLength: 100,
  /** Entries accepted before normalising (duplicates included); more is refused unread. */
  maxEntries: 200,
} as const;

const tagBody = /^[\p{L}\p{N}\p{M}_]+$/u;

/**
 * One entry as stored: trimmed, leading `#`s folded into one. Null when the entry is empty once
 * trimmed ("", "#", " ## ").
 */
export function normalizeHashtag(entry: string): string | null {
  const body = entry.trim().replace(/^#+/, '');
  return body === '' ? null : `#${body}`;
}

/** The first problem of a list of entries, or null: each must be one word of letters, digits and _. */
export function hashtagListError(entries: readonly string[]): string | null {
  const tags = normalizeHashtags(entries);
  for (const entry of entries) {
    const tag = normalizeHashtag(entry);
    if (tag === null) continue;
    if (tag.length - 1 > hashtagGroupLimits.hashtagMaxLength) {
      return messages.hashtagGroups.hashtagTooLong(hashtagGroupLimits.hashtagMaxLength);
    }
    if (!tagBody.test(tag.slice(1))) return messages.hashtagGroups.notAHashtag(entry.trim());
  }
  if (tags.length === 0) return messages.hashtagGroups.hashtagsRequired;
  if (tags.length > hashtagGroupLimits.maxHashtags) {
    return messages.hashtagGroups.tooManyHashtags(hashtagGroupLimits.maxHashtags);
  }
  return null;
}

/**
 * The list as stored: each entry normalised, empty ones dropped, duplicates (regardless of case)
 * dropped keeping the first spelling, in the order given.
 */
export function normalizeHashtags(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const tag = normalizeHashtag(entry);
    if (tag === null) continue;
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Splits what a person types ("#a, b  #c") into entries. */
export function splitHashtags(text: string): string[] {
  return text.split(/[\s,;]+|(?=#)/u).filter((part) => part.replace(/#/g, '') !== '');
}

/** The text inserted into a message: the list's hashtags separated by spaces. */
export function hashtagGroupText(hashtags: readonly string[]): string {
  return hashtags.join(' ');
}

// A hashtag in text: `#` at the start or after a character that cannot be part of a word or an
// entity (so "a#b" and "&#39;" are not hashtags), and not digits only ("#1" is a number).
const written = /(?:^|[^\p{L}\p{N}\p{M}_&/#])#([\p{L}\p{N}\p{M}_]+)/gu;

/** The hashtags written in a text, each once (regardless of case), first spelling kept. */
export function hashtagsInText(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(written)) {
    const body = match[1] ?? '';
    if (/^\p{N}+$/u.test(body) || body.length > hashtagGroupLimits.hashtagMaxLength) continue;
    found.push(`#${body}`);
  }
  return normalizeHashtags(found);
}

export interface HashtagUse {
  hashtag: string;
  /** In how many of the posts read it appears. */
  count: number;
}

/**
 * The most used hashtags of some posts: each post counts once per hashtag (written or picked),
 * case folded (the most frequent spelling wins; on a tie the greatest in code-point order, so the
 * lower-case one, whatever order the posts came in), most used first, then
 * alphabetically; at most `limit`.
 */
export function mostUsedHashtags(
  posts: readonly { message: string; hashtags?: readonly string[] }[],
  limit: number,
): HashtagUse[] {
  const counts = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const post of posts) {
    for (const tag of normalizeHashtags([...hashtagsInText(post.message), ...(post.hashtags ?? [])])) {
      if (!tagBody.test(tag.slice(1))) continue;
      const key = tag.toLocaleLowerCase();
      const entry = counts.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ count, spellings }) => ({ hashtag: favourite(spellings), count }))
    .sort((a, b) => b.count - a.count || a.hashtag.localeCompare(b.hashtag))
    .slice(0, limit);
}

function favourite(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && spelling > best)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}
