import { describe, expect, it } from 'vitest';
import { captionRequestSchema, defaultWordCount, wordCountsFor } from '../ai/caption-options';
import { environmentOfHost, showsAiTitleIcon } from './product-constants';

describe('section 9 helpers', () => {
  it.each([
    ['0123456789', false],
    ['01234567890', true],
  ])('the AI title icon for %j: %s', (text, shown) => {
    expect(showsAiTitleIcon(text)).toBe(shown);
  });

  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['app.dev.kairos.example', 'development'],
    ['app.kairos.example', 'production'],
  ])('host %s is %s', (host, environment) => {
    expect(environmentOfHost(host)).toBe(environment);
  });
});

describe('caption options', () => {
  it.each([
    ['instagram', [10, 25, 50, 100], 10],
    ['wordpress', [100, 250, 500, 750], 100],
  ] as const)('%s offers %j, default %i', (platform, counts, initial) => {
    expect(wordCountsFor(platform)).toEqual(counts);
    expect(defaultWordCount(platform)).toBe(initial);
  });

  it.each([
    [{ platform: 'facebook', wordCount: 25, text: 'Spring sale' }, true],
    [{ platform: 'facebook', wordCount: 250, text: 'Spring sale' }, false],
    [{ platform: 'blog', wordCount: 750, text: 'Spring sale', variant: 5 }, true],
    [{ platform: 'blog', wordCount: 750, text: 'Spring sale', variant: 6 }, false],
    [{ platform: 'linkedin', wordCount: 10, text: 'x', tone: 'angry' }, false],
  ])('%j valid: %s', (request, valid) => {
    expect(captionRequestSchema.safeParse(request).success).toBe(valid);
  });
});
