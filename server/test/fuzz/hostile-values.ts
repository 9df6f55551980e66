import fc from 'fast-check';

/** Just under the 1 MiB body limit once quoted, so it reaches validation instead of the 413. */
const nearlyOneMegabyte = 1_000_000;

/** 1 MB of distinct words: what a tokenizer, a similarity index or a regular expression chews on. */
const distinctWords = Array.from({ length: 140_000 }, (_, index) => `w${index.toString(36)}`)
  .join(' ')
  .slice(0, nearlyOneMegabyte);

const deepArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** An object whose own keys are the ones a careless merge turns into prototype pollution. */
export function withPollutionKeys(target: Record<string, unknown>): Record<string, unknown> {
  const polluted = { ...target };
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    Object.defineProperty(polluted, key, {
      value: { polluted: true, prototype: { polluted: true } },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return polluted;
}

/** Impossible, far and malformed dates and times: what a date field must refuse before any loop. */
export const hostileDates: readonly string[] = [
  '2027-02-30',
  '2027-13-01',
  '2027-00-10',
  '9999-12-31',
  '0000-01-01',
  '2027-02-30T10:00:00.000Z',
  '2027-13-01T10:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '24:00',
  '09:07',
];

export const hostileIds: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0000000-0000-0000-0000-0000000000000',
];

/** Strings no field should choke on: control characters, sizes, impossible and far dates, bad ids. */
export const hostileStrings: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0007\u0008\u000b\u000c\u001b[31m\u007f\u009f',
  'line\r\nbreak',
  '\ud800 lone surrogate',
  '\u202e reversed \u200b zero width \ufeff',
  '',
  ' ',
  'x'.repeat(10_000),
  'x'.repeat(nearlyOneMegabyte),
  distinctWords,
  '👩‍👩‍👧‍👦'.repeat(2_000),
  ...hostileDates,
  ...hostileIds,
  "1' or '1'='1",
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'http://127.0.0.1:22/',
  'http://[::1]/',
  'file:///etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'true',
  'null',
  '__proto__',
];

export const hostileNumbers: readonly number[] = [
  -1,
  -0,
  0,
  0.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileStructures: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [null],
  [[], {}],
  deepArray(1_000),
  deepObject(1_000),
  withPollutionKeys({}),
  Array.from({ length: 10_000 }, (_, index) => index),
];

/** Any of the above, in place of whatever a field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 5 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 2 },
  { arbitrary: fc.constantFrom(...hostileStructures), weight: 2 },
);

/** Ids in a path: every way an id can fail to be one of ours. */
export const hostilePathIds: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '0000000-0000-0000-0000-0000000000000',
  '%00',
  '%E0%A4%A',
  '%2e%2e%2f%2e%2e',
  "1'%20or%20'1'%3D'1",
  'x'.repeat(101),
  'x'.repeat(10_000),
  '-1',
  '9'.repeat(40),
];

/** Bodies that are not the JSON a route expects, as raw text. */
export const hostileJsonTexts: readonly string[] = [
  '{"name": "unterminated',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '{"a":1}{"b":2}',
  '\ufeff{"bom": true}',
  '{"nul": "a\u0000b"}',
  '{"big": 1e999999}',
  '{"dup": 1, "dup": {"__proto__": {"admin": true}}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  'null',
  '42',
  '"text"',
  '[1,2,3]',
  '',
  ' ',
  `{"message": "${'x'.repeat(1_100_000)}"}`,
];

/** Content types a JSON route does not take, or takes with a charset it should not trust. */
export const hostileContentTypes: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/json, text/plain',
  '',
];
