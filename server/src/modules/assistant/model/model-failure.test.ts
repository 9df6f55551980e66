import { messages } from '@kairos/core';
import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, sortModelFailure, UnreadableAnswer } from './model-failure';
import { readCaptions, readTitle } from './model-answers';

const now = new Date('2026-11-26T12:00:00Z');
const callError = (statusCode: number, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'failed',
    url: 'http://model/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });

describe('sorting a model failure into what the user is told', () => {
  it.each([
    [
      'a 429 with Retry-After',
      callError(429, { 'retry-after': '42' }),
      'rateLimited',
      messages.assistant.model.rateLimited(42),
    ],
    ['a 500', callError(500), 'unavailable', messages.assistant.model.unavailable],
    ['a 401 (a wrong key)', callError(401), 'unavailable', messages.assistant.model.unavailable],
    [
      'our timeout',
      new DOMException('timed out', 'TimeoutError'),
      'timeout',
      messages.assistant.model.timeout,
    ],
    [
      'an answer we cannot read',
      new UnreadableAnswer('empty'),
      'unreadable',
      messages.assistant.model.unreadable,
    ],
    [
      'a refused connection',
      new TypeError('fetch failed'),
      'unavailable',
      messages.assistant.model.unavailable,
    ],
  ])('%s', (_case, error, kind, notice) => {
    expect(sortModelFailure(error, now)).toMatchObject({ kind, notice });
  });

  it.each([
    [undefined, 30],
    ['7', 7],
    ['0', 1],
    ['99999', 3_600],
    ['Thu, 26 Nov 2026 12:01:00 GMT', 60],
    ['soon', 30],
  ])('reads Retry-After %s as %i s', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe("reading the model's answer", () => {
  it('takes the captions out of prose around the JSON, and refuses too few', () => {
    expect(readCaptions('Sure!\n```json\n{"captions": ["One", "Two"]}\n```', 2)).toEqual(['One', 'Two']);
    expect(() => readCaptions('{"captions": ["One"]}', 2)).toThrow(UnreadableAnswer);
    expect(() => readCaptions('{"text": "One"}', 1)).toThrow(UnreadableAnswer);
  });

  it('takes a title off its quotes and label, cut at a word to fit', () => {
    expect(readTitle('Title: "Spring Sale Starts Now"', 70)).toBe('Spring Sale Starts Now');
    expect(readTitle('A title that goes on and on past the limit', 30)).toBe('A title that goes on and on');
    expect(() => readTitle('A whole paragraph instead of a title, far too long', 20)).toThrow(
      UnreadableAnswer,
    );
    expect(() => readTitle('   ', 70)).toThrow(UnreadableAnswer);
  });
});
