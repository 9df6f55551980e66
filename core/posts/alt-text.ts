import { type AltTextRules } from '../networks/network-rules';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';
import { countCharacters } from './text-length';

/** The length of an alt text as the network counts it (see AltTextRules.counting). */
export function altTextLength(rules: AltTextRules, text: string): number {
  return rules.counting === 'graphemes' ? countCharacters(text) : [...text].length;
}

/** The alt text of an image as sent: trimmed, and absent when empty ("empty alt sends nothing"). */
export function altTextOf(image: { alt?: string | undefined }): string | null {
  const alt = image.alt?.trim() ?? '';
  return alt === '' ? null : alt;
}

export interface AltTextLimit {
  /** The network's name, as messages show it. */
  network: string;
  limit: number;
  rules: AltTextRules;
}

/**
 * The strictest alt text limit among the selected networks, for the composer's counter: null when
 * none of them sets one.
 */
export function strictestAltTextLimit(socialTypes: Iterable<SocialType>): AltTextLimit | null {
  let strictest: AltTextLimit | null = null;
  for (const socialType of new Set(socialTypes)) {
    const { altText, name } = networkTable[socialType];
    if (altText === undefined || altText.limit === null) continue;
    if (strictest === null || altText.limit < strictest.limit) {
      strictest = { network: name, limit: altText.limit, rules: altText };
    }
  }
  return strictest;
}

/** Whether some image's alt text is longer than the network takes. */
export function hasAltTextTooLong(
  rules: AltTextRules,
  images: readonly { alt?: string | undefined }[],
): boolean {
  const { limit } = rules;
  if (limit === null) return false;
  return images.some((image) => {
    const alt = altTextOf(image);
    return alt !== null && altTextLength(rules, alt) > limit;
  });
}
