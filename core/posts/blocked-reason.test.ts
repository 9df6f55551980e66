import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { blockedReasonText } from './blocked-reason';

describe('blockedReasonText', () => {
  it.each([
    ['No content from library', messages.retry.noLibraryContent],
    ['Error: No Mobile tokens found for user', messages.retry.noMobileTokens],
    ['Duplicate content', 'Duplicate content'],
  ])('%j', (reason, text) => {
    expect(blockedReasonText(reason)).toBe(text);
  });
});
