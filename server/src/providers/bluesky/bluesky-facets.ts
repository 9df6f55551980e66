import topLevelDomains from 'tlds';

type Feature =
  | { $type: 'app.bsky.richtext.facet#link'; uri: string }
  | { $type: 'app.bsky.richtext.facet#mention'; did: string }
  | { $type: 'app.bsky.richtext.facet#tag'; tag: string };

/** A rich-text facet of an app.bsky.feed.post: where in the UTF-8 bytes a link, mention or tag sits. */
export interface Facet {
  $type?: 'app.bsky.richtext.facet';
  index: { byteStart: number; byteEnd: number };
  features: Feature[];
}

/*
 * The rules of the official client's RichText.detectFacets (@atproto/api 0.21, rich-text/detection),
 * which the Bluesky app uses: the same text must get the same facets, or our posts show links, tags
 * and mentions differently from what the author typed in the app. contract tests compare the two.
 */
const mentionPattern = /(^|\s|\()(@)([a-zA-Z0-9.-]+)(\b)/g;
const urlPattern = /(^|\s|\()((https?:\/\/[\S]+)|((?<domain>[a-z][a-z0-9]*(\.[a-z0-9]+)+)[\S]*))/gim;
const invisible = '\\u00AD\\u2060\\u200A\\u200B\\u200C\\u200D\\u20e2';
// The class lists invisible characters one by one (U+20E2 is a combining mark): not a sequence.
const tagPattern = new RegExp(
  // eslint-disable-next-line no-misleading-character-class
  `(^|\\s)[#＃]((?!\\ufe0f)[^\\s${invisible}]*[^\\d\\s\\p{P}${invisible}]+[^\\s${invisible}]*)?`,
  'gu',
);
const cashtagPattern = /(^|\s|\()\$([A-Za-z][A-Za-z0-9]{0,4})(?=\s|$|[.,;:!?)"'\u2019])/gu;
const trailingPunctuation = /\p{P}+$/gu;
const maxTagGraphemes = 64;

const encoder = new TextEncoder();
const graphemes = new Intl.Segmenter();
const utf8Offset = (text: string, utf16Index: number) => encoder.encode(text.slice(0, utf16Index)).byteLength;
const span = (text: string, start: number, end: number) => ({
  byteStart: utf8Offset(text, start),
  byteEnd: utf8Offset(text, end),
});

/** A name ending in a known top-level domain ("example.com", not "file.txt"). */
const isDomain = (name: string) =>
  topLevelDomains.some((tld) => {
    const at = name.lastIndexOf(tld);
    return at > 0 && name.charAt(at - 1) === '.' && at === name.length - tld.length;
  });

function mentions(text: string): Array<{ handle: string; index: Facet['index'] }> {
  const found = [];
  for (const match of text.matchAll(mentionPattern)) {
    const handle = match[3] ?? '';
    if (!isDomain(handle) && !handle.endsWith('.test')) continue;
    const start = text.indexOf(handle, match.index) - 1;
    found.push({ handle, index: span(text, start, start + handle.length + 1) });
  }
  return found;
}

/** Links with a scheme, and bare domains ("kairos.app/pricing") made https. */
function links(text: string): Facet[] {
  const found: Facet[] = [];
  for (const match of text.matchAll(urlPattern)) {
    const written = match[2] ?? '';
    let uri = written;
    if (!uri.startsWith('http')) {
      const domain = match.groups?.domain;
      if (!domain || !isDomain(domain)) continue;
      uri = `https://${uri}`;
    }
    const start = text.indexOf(written, match.index);
    let end = start + written.length;
    // A sentence's full stop is not part of the link, nor a closing bracket that opened nowhere in it.
    if (/[.,;:!?]$/.test(uri)) [uri, end] = [uri.slice(0, -1), end - 1];
    if (/[)]$/.test(uri) && !uri.includes('(')) [uri, end] = [uri.slice(0, -1), end - 1];
    found.push({ index: span(text, start, end), features: [{ $type: 'app.bsky.richtext.facet#link', uri }] });
  }
  return found;
}

/** #tags (64 graphemes at most, trailing punctuation dropped) and $CASHTAGS (stored upper case). */
function tags(text: string): Facet[] {
  const found: Facet[] = [];
  for (const match of text.matchAll(tagPattern)) {
    const tag = (match[2] ?? '').trim().replace(trailingPunctuation, '');
    if (tag.length === 0 || [...graphemes.segment(tag)].length > maxTagGraphemes) continue;
    const start = match.index + (match[1] ?? '').length;
    found.push({
      index: span(text, start, start + 1 + tag.length),
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag }],
    });
  }
  for (const match of text.matchAll(cashtagPattern)) {
    const ticker = (match[2] ?? '').toUpperCase();
    const start = match.index + (match[1] ?? '').length;
    found.push({
      index: span(text, start, start + 1 + ticker.length),
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag: `$${ticker}` }],
    });
  }
  return found;
}

/**
 * Bluesky shows links, mentions and tags only where facets say, at UTF-8 byte offsets ("café
 * https://a.b" puts the link at byte 6, not 5). Mentions are resolved to DIDs; one whose handle does
 * not resolve stays plain text (the official client would send an empty DID, which the lexicon refuses).
 */
export async function detectFacets(
  text: string,
  resolveHandle: (handle: string) => Promise<string | null>,
): Promise<Facet[]> {
  const facets: Facet[] = [];
  for (const mention of mentions(text)) {
    const did = await resolveHandle(mention.handle);
    if (did)
      facets.push({ index: mention.index, features: [{ $type: 'app.bsky.richtext.facet#mention', did }] });
  }
  facets.push(...links(text), ...tags(text));
  return facets.sort((a, b) => a.index.byteStart - b.index.byteStart);
}
