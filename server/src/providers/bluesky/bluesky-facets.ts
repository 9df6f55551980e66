/** A rich-text facet of an app.bsky.feed.post: where in the UTF-8 bytes a link or mention sits. */
export interface Facet {
  index: { byteStart: number; byteEnd: number };
  features: Array<
    | { $type: 'app.bsky.richtext.facet#link'; uri: string }
    | { $type: 'app.bsky.richtext.facet#mention'; did: string }
  >;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Links: http(s) URLs, without the sentence's trailing punctuation. */
function links(text: string): Facet[] {
  const facets: Facet[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const uri = match[0].replace(/[.,;:!?)\]'"]+$/, '');
    const byteStart = bytes(text.slice(0, match.index));
    facets.push({
      index: { byteStart, byteEnd: byteStart + bytes(uri) },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri }],
    });
  }
  return facets;
}

/**
 * Bluesky shows links and mentions only where facets say, and facets count UTF-8 bytes, not
 * characters: "café https://a.b" puts the link at byte 6, not 5. A mention whose handle does not
 * resolve stays plain text.
 */
export async function detectFacets(
  text: string,
  resolveHandle: (handle: string) => Promise<string | null>,
): Promise<Facet[]> {
  const facets = links(text);
  for (const match of text.matchAll(/(^|[\s(])(@([a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+))/g)) {
    const [, before = '', mention = '', handle = ''] = match;
    const did = await resolveHandle(handle.replace(/\.$/, ''));
    if (!did) continue;
    const byteStart = bytes(text.slice(0, (match.index ?? 0) + before.length));
    facets.push({
      index: { byteStart, byteEnd: byteStart + bytes(mention) },
      features: [{ $type: 'app.bsky.richtext.facet#mention', did }],
    });
  }
  return facets.sort((a, b) => a.index.byteStart - b.index.byteStart);
}
