import { z } from 'zod';
import { messages } from '../messages';

/** "UTM form requires source, medium and name ('Please fill all required fields'); term and content optional." */
const required = z.string({ error: messages.utm.requiredFields }).trim().min(1, messages.utm.requiredFields);

export const utmParametersSchema = z.object({
  source: required,
  medium: required,
  name: required,
  term: z.string().trim().default(''),
  content: z.string().trim().default(''),
});
export type UtmParameters = z.infer<typeof utmParametersSchema>;

/** The query keys, in the order they are added; name is the campaign. */
function utmPairs(parameters: UtmParameters): [string, string][] {
  const pairs: [string, string][] = [
    ['utm_source', parameters.source],
    ['utm_medium', parameters.medium],
    ['utm_campaign', parameters.name],
    ['utm_term', parameters.term],
    ['utm_content', parameters.content],
  ];
  return pairs.filter(([, value]) => value !== '');
}

/**
 * Adds the UTM parameters to one link. The existing query string is kept as written (only UTM keys
 * being set are replaced) and the fragment stays last, so no link the user wrote breaks.
 */
export function addUtmToUrl(url: string, parameters: UtmParameters): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const pairs = utmPairs(parameters);
  const setting = new Set(pairs.map(([key]) => key));
  const kept = query.split('&').filter((part) => part !== '' && !setting.has(part.split('=')[0] ?? ''));
  const added = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${base}?${[...kept, ...added].join('&')}${hash}`;
}

// A link runs to the next space; punctuation that ends a sentence or a bracket is not part of it.
const linkPattern = /https?:\/\/[^\s<>"']+/gi;
const trailing = /[.,!?;:)\]}'"]+$/;

/** The links of a text, as the 'Select URL for add UTM parameters' carousel lists them. */
export function linksInText(text: string): string[] {
  return (text.match(linkPattern) ?? []).map((link) => link.replace(trailing, ''));
}

/** Adds the UTM parameters to every link of a text (or only to `onlyUrl` when given). */
export function addUtmToText(text: string, parameters: UtmParameters, onlyUrl?: string): string {
  return text.replace(linkPattern, (match) => {
    const link = match.replace(trailing, '');
    const rest = match.slice(link.length);
    if (onlyUrl !== undefined && link !== onlyUrl) return match;
    return addUtmToUrl(link, parameters) + rest;
  });
}
