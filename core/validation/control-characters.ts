import { z } from 'zod';
import { messages } from '../messages';

/**
 * Characters no text of ours may hold: the C0 controls but tab, line feed and carriage return, DEL,
 * and UTF-16 halves without their other half. PostgreSQL refuses NUL in text and jsonb, and a lone
 * surrogate in jsonb, so such input would fail on save; the rest have no place in a post and are
 * invisible in the composer.
 */
const forbidden =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(text: string): boolean {
  return forbidden.test(text);
}

/**
 * The text without those characters: for text a person typed or pasted (a vertical tab from a word
 * processor), which they cannot see and would not know how to remove.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(forbidden.source, 'g'), '');
}

/** The shared refinement: a text field of a request. */
export const plainText = (schema: z.ZodString = z.string()) =>
  schema.refine((text) => !hasControlCharacters(text), { error: messages.validation.controlCharacters });

/** A step of the walk: a value and how it was reached, as a chain back to the top. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where in a parsed request (JSON body, query, params) the first string with such characters is,
 * keys included, as a path of keys; null when there is none. Walks without recursion and without
 * copying paths, so a body nested as deep as the body limit allows costs time in its size only.
 */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index] as unknown, key: index, parent: step });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (hasControlCharacters(key)) return pathOf({ value: item, key, parent: step });
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
