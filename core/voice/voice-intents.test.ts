import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { voiceExamples, voiceRedirect } from './voice-intents';

describe('voiceRedirect', () => {
  it.each([
    [
      'a known intent',
      { action: 'navigation', fulfillmentText: 'library#importContent' },
      'library#importContent',
    ],
    ['an unknown link', { action: 'navigation', fulfillmentText: 'https://evil.example.com' }, null],
    ['another action', { action: 'smalltalk', fulfillmentText: 'home' }, null],
  ])('%s', (_case, response, redirect) => {
    expect(voiceRedirect(response)).toBe(redirect);
  });
});

describe('voiceExamples', () => {
  it('picks 3 different intents', () => {
    const examples = voiceExamples(() => 0);
    expect(examples.map((intent) => intent.link)).toEqual(['home', 'analytics', 'calendar']);
    expect(new Set(voiceExamples(() => 0.99).map((intent) => intent.link)).size).toBe(3);
  });
});

describe('voice messages', () => {
  it('quotes the spec', () => {
    expect(messages.voice.greeting('Ada')).toBe('Hi Ada! How can I help you?');
    expect(messages.voice.notUnderstood(messages.voice.nothingHeard)).toBe(
      'Sorry, couldn’t understand "any word". Please, try again.',
    );
  });
});
