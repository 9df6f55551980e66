import * as twitterTextModule from 'twitter-text';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';

// twitter-text ships CommonJS and an ESM build whose only export is `default`: take whichever is there.
const twitterText =
  (twitterTextModule as unknown as { default?: typeof twitterTextModule }).default ?? twitterTextModule;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const asciiOnly = /^[\x00-\x7F]*$/;

/** Characters as a person counts them: an emoji or an accented letter is one. */
export function countCharacters(text: string): number {
  // Plain ASCII has one character per code unit; segmenting 60,000 of them takes seconds, and the
  // composer counts on every keystroke.
  if (asciiOnly.test(text)) return text.length;
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}

/** X's count: weighted characters (most CJK and emoji weigh 2), every link 23. */
export function countTwitterCharacters(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/** The length of `text` as `socialType` counts it. */
export function textLength(socialType: SocialType, text: string): number {
  return networkTable[socialType].text.counting === 'twitter-weighted'
    ? countTwitterCharacters(text)
    : countCharacters(text);
}

export interface TextLengthReport {
  length: number;
  /** null when the network sets no limit of its own. */
  limit: number | null;
  remaining: number | null;
  tooLong: boolean;
}

/**
 * The text limit of a post to some accounts of one network: the network's, or the smallest of the
 * accounts' own (each Mastodon server sets its own).
 */
export function textLimitFor(
  socialType: SocialType,
  accounts: readonly { textLimit?: number | null | undefined }[] = [],
): number | null {
  const networkLimit = networkTable[socialType].text.limit;
  const limits = accounts
    .map((account) => account.textLimit ?? networkLimit)
    .filter((limit): limit is number => limit !== null);
  return limits.length > 0 ? Math.min(...limits) : networkLimit;
}

/**
 * What the character counter shows for one network (section 9: "Character limits"), against the
 * limit of the selected accounts of that network where given.
 */
export function textLengthReport(
  socialType: SocialType,
  text: string,
  accounts: readonly { textLimit?: number | null | undefined }[] = [],
): TextLengthReport {
  const length = textLength(socialType, text);
  const limit = textLimitFor(socialType, accounts);
  if (limit === null) return { length, limit, remaining: null, tooLong: false };
  return { length, limit, remaining: limit - length, tooLong: length > limit };
}
