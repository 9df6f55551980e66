import { parseFeed } from 'feedsmith';
import sanitizeHtml from 'sanitize-html';

/** One entry of a feed, the same whichever format it came in. */
export interface FeedEntry {
  /** The guid/id, else the link: what makes an entry the same one on the next poll. */
  guid: string;
  title: string;
  link: string | null;
  summary: string;
  /** A picture the feed itself names (media:content, enclosure, JSON Feed image), if any. */
  image: string | null;
}

export interface FeedDocument {
  title: string;
  entries: FeedEntry[];
}

/** At most this many entries of one answer are read (a feed lists its newest first). */
export const maxEntriesPerPoll = 50;
const maxSummaryLength = 1000;
const maxTitleLength = 300;

export class FeedFormatError extends Error {
  constructor(readonly kind: 'not_a_feed' | 'malformed') {
    super(kind);
    this.name = 'FeedFormatError';
  }
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' ? (value as Loose) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A text field, whether plain or an Atom text construct ({ value }). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const inner = record(value).value;
  return typeof inner === 'string' ? inner : '';
}

/** Markup and entities out, whitespace collapsed, cut to `max` characters. */
export function plain(html: string, max: number): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return stripped.length > max ? `${stripped.slice(0, max - 1).trimEnd()}…` : stripped;
}

function httpUrl(value: string, base: string): string | null {
  if (value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function atomLink(entry: Loose): string {
  const links = list(entry.links).map(record);
  const alternate = links.find((link) => link.rel === undefined || link.rel === 'alternate') ?? links[0];
  return text(alternate?.href);
}

function mediaImage(entry: Loose): string {
  const media = record(entry.media);
  const content = list(media.contents).map(record);
  const thumbnails = list(media.thumbnails).map(record);
  const enclosures = list(entry.enclosures).map(record);
  const enclosure = enclosures.find((item) => text(item.type).startsWith('image/'));
  return (
    text(
      content.find((item) => text(item.medium) === 'image' || text(item.type).startsWith('image/'))?.url,
    ) ||
    text(thumbnails[0]?.url) ||
    text(enclosure?.url)
  );
}

function entryOf(raw: Loose, format: string, base: string): FeedEntry | null {
  const atom = format === 'atom';
  const json = format === 'json';
  const linkText = atom ? atomLink(raw) : json ? text(raw.url) : text(raw.link);
  const link = httpUrl(linkText, base);
  const guid = (atom || json ? text(raw.id) : text(raw.guid)).trim() || link;
  if (!guid) return null;
  const contentHtml = text(record(raw.content).encoded) || text(raw.content) || text(raw.content_html);
  const summaryHtml = text(raw.description) || text(raw.summary) || text(raw.content_text) || contentHtml;
  const image = json ? text(raw.image) || text(raw.banner_image) : mediaImage(raw);
  return {
    guid: guid.slice(0, 2048),
    title: plain(text(raw.title), maxTitleLength),
    link,
    summary: plain(summaryHtml, maxSummaryLength),
    image: httpUrl(image, base),
  };
}

function parsed(body: string): { format: string; feed: Loose } {
  const trimmed = body.trimStart();
  try {
    if (trimmed.startsWith('{')) {
      const result = parseFeed(JSON.parse(trimmed) as unknown);
      return { format: result.format, feed: record(result.feed) };
    }
    const result = parseFeed(body);
    return { format: result.format, feed: record(result.feed) };
  } catch {
    // An HTML page is a page without a feed; anything else that is not a feed cannot be read.
    if (/^(<!doctype html|<html)/i.test(trimmed.replace(/^<\?xml[^>]*>\s*/, ''))) {
      throw new FeedFormatError('not_a_feed');
    }
    throw new FeedFormatError('malformed');
  }
}

/** An RSS, Atom, RDF or JSON Feed answer as its title and newest entries; `base` resolves relative links. */
export function readFeedDocument(body: string, base: string): FeedDocument {
  const { format, feed } = parsed(body);
  const rawEntries = format === 'atom' ? list(feed.entries) : list(feed.items);
  const entries = rawEntries
    .slice(0, maxEntriesPerPoll)
    .map((raw) => entryOf(record(raw), format, base))
    .filter((entry): entry is FeedEntry => entry !== null);
  const title = plain(text(feed.title), maxTitleLength) || new URL(base).hostname;
  return { title, entries };
}
