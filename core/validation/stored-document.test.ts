import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readStoredDocument } from './stored-document';

const schema = z.object({
  title: z.string().default(''),
  tags: z.array(z.string()).max(3).default([]),
  link: z.object({ url: z.string() }).nullable().default(null),
});

describe('readStoredDocument', () => {
  it.each<[string, unknown, z.output<typeof schema>, string[]]>([
    [
      'a document that fits',
      { title: 'a', tags: ['x'], link: null },
      { title: 'a', tags: ['x'], link: null },
      [],
    ],
    ['missing fields take their default', {}, { title: '', tags: [], link: null }, []],
    ['a field of the wrong type', { title: 1 }, { title: '', tags: [], link: null }, ['title']],
    ['a nested misfit drops the field', { link: { url: 1 } }, { title: '', tags: [], link: null }, ['link']],
    [
      "a list's bad entries only",
      { tags: ['a', 2, 'b'] },
      { title: '', tags: ['a', 'b'], link: null },
      ['tags'],
    ],
    [
      'a list too long for its schema',
      { tags: ['a', 'b', 'c', 'd'] },
      { title: '', tags: [], link: null },
      ['tags'],
    ],
    [
      'a list that is still too long once its bad entries are gone',
      { tags: ['a', 'b', 'c', 'd', 5] },
      { title: '', tags: [], link: null },
      ['tags'],
    ],
    ['unknown fields are not kept', { title: 'a', other: true }, { title: 'a', tags: [], link: null }, []],
  ])('%s', (_case, stored, value, misfits) => {
    expect(readStoredDocument(schema, stored)).toEqual({ value, misfits });
  });

  it('does not change the stored value it reads', () => {
    const stored = { title: 1, tags: ['a', 2] };
    readStoredDocument(schema, stored);
    expect(stored).toEqual({ title: 1, tags: ['a', 2] });
  });

  it('refuses a schema with a field that has no default (a programming error, not a stored one)', () => {
    expect(() => readStoredDocument(z.object({ title: z.string() }), {})).toThrow(/default/);
  });
});
