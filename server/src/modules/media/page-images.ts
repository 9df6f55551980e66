/**
 * The images a page shows, as absolute http(s) URLs: its Open Graph / Twitter card images first
 * (the picture the page chose for sharing), then <img> sources in page order, without repeats.
 * A tag scanner is enough here: we read attributes of three tags, not the document's structure.
 */
const tagPattern = /<(meta|img|base)\b([^>]*)>/gi;
const attributePattern = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const shareImageNames = [
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
  'twitter:image:src',
];

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

function absolute(value: string, base: URL): string | null {
  if (value === '' || value.startsWith('data:')) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function pageImages(html: string, pageUrl: string): string[] {
  let base = new URL(pageUrl);
  const shared: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(tagPattern)) {
    const tag = match[1]?.toLowerCase();
    const attrs = attributes(match[2] ?? '');
    if (tag === 'base') {
      const href = absolute(attrs.get('href') ?? '', base);
      if (href) base = new URL(href);
    } else if (tag === 'meta') {
      const name = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
      const url = shareImageNames.includes(name) ? absolute(attrs.get('content') ?? '', base) : null;
      if (url) shared.push(url);
    } else {
      // Lazy-loading pages keep the real source in data-src, with a data: placeholder in src.
      const url = absolute(attrs.get('src') ?? '', base) ?? absolute(attrs.get('data-src') ?? '', base);
      if (url) inline.push(url);
    }
  }
  return [...new Set([...shared, ...inline])];
}
