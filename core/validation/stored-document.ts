import { type z } from 'zod';

/** A stored document as read: the value its schema gives, and where the stored one did not fit. */
export interface StoredDocument<T> {
  value: T;
  /** The fields left out, or some of whose entries were; empty when it fits (decision 0044). */
  misfits: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a JSON document the server wrote through `schema` (a post's or a library post's content).
 * A document that fits is returned as parsed. One that does not (a row from before a field's shape
 * changed, or edited by hand) never fails the read: each field that does not fit is left out, so it
 * reads as the schema's default, and a list keeps the entries that fit. Every field of `schema` must
 * therefore have a default, or be optional. What was left out is named in `misfits`.
 */
export function readStoredDocument<Schema extends z.ZodType>(
  schema: Schema,
  stored: unknown,
): StoredDocument<z.output<Schema>> {
  const document: Record<string, unknown> = isRecord(stored) ? { ...stored } : {};
  const misfits = new Set<string>(isRecord(stored) ? [] : ['(document)']);
  // Each round leaves out at least one field or entry, so the rounds are bounded by the document.
  for (;;) {
    const result = schema.safeParse(document);
    if (result.success) return { value: result.data, misfits: [...misfits] };
    const removed = leaveOut(document, result.error.issues);
    if (removed.length === 0) throw new Error('a stored document schema needs a default for every field');
    for (const field of removed) misfits.add(field);
  }
}

/** Drops what the issues point at (a list's entry, else the whole top-level field); names the fields. */
function leaveOut(document: Record<string, unknown>, issues: z.ZodError['issues']): string[] {
  const entries = new Map<string, Set<number>>();
  const fields = new Set<string>();
  for (const { path } of issues) {
    const [field, index] = path;
    if (typeof field !== 'string' || !Object.hasOwn(document, field)) continue;
    if (typeof index === 'number' && Array.isArray(document[field])) {
      entries.set(field, (entries.get(field) ?? new Set()).add(index));
    } else fields.add(field);
  }
  for (const field of fields) delete document[field];
  for (const [field, indexes] of entries) {
    const list = document[field];
    if (Array.isArray(list)) document[field] = list.filter((_entry, index) => !indexes.has(index));
  }
  return [...fields, ...entries.keys()];
}
