import { parseHTML } from 'linkedom';

interface Element {
  getAttribute(name: string): string | null;
}

/** The little of linkedom's document read here (the server is not typed against the browser's DOM). */
export interface HtmlPage {
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): Iterable<Element>;
}

/** A page parsed as a browser would (never with patterns): its links and meta tags are read from it. */
export function htmlPage(html: string): HtmlPage {
  return (parseHTML(html) as unknown as { document: HtmlPage }).document;
}
