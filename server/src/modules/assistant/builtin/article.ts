import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { PageFacts } from './hashtags';

/**
 * A web page read the way Firefox's Reader View reads it (@mozilla/readability on a linkedom
 * document): its article's title and text when it has one, and always the facts 'URL Related'
 * hashtags use (title, description, keywords).
 */
export interface PageReading {
  facts: PageFacts;
  /** Null when the page holds no article (a home page, a shop, a login wall). */
  article: { title: string; text: string } | null;
}

const minArticleWords = 80;

/** The little of linkedom's document read here (the server is not typed against the browser's DOM). */
interface Page {
  title?: string;
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

interface Reading {
  title?: string | null;
  textContent?: string | null;
}

function meta(document: Page, ...names: string[]): string {
  for (const name of names) {
    const element =
      document.querySelector(`meta[name="${name}"]`) ?? document.querySelector(`meta[property="${name}"]`);
    const content = element?.getAttribute('content')?.trim();
    if (content) return content;
  }
  return '';
}

export function readPage(html: string): PageReading {
  const { document } = parseHTML(html) as unknown as { document: Page };
  const title = meta(document, 'og:title', 'twitter:title') || document.title?.trim() || '';
  const description = meta(document, 'description', 'og:description', 'twitter:description');
  const keywords = meta(document, 'keywords', 'news_keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .slice(0, 20);
  const facts = { title, description, keywords };
  // Readability is typed against the browser's DOM; linkedom's document is what it reads here.
  const parsed: Reading | null = new Readability(document).parse();
  const text = (parsed?.textContent ?? '')
    .split(/\n\s*\n|\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    // A heading has no full stop: without one it would run into the next sentence.
    .map((paragraph) => (/[.!?:;…"”)]$/.test(paragraph) ? paragraph : `${paragraph}.`))
    .join('\n');
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!parsed || words < minArticleWords) return { facts, article: null };
  return { facts, article: { title: parsed.title?.trim() || title, text } };
}
