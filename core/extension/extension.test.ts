import { describe, expect, it } from 'vitest';
import {
  extensionSettingsSchema,
  isAutocompleteOnHost,
  setAutocompleteOnHost,
  setEmojiReplacement,
  setEmojiSuggestions,
} from './extension-settings';
import { parseWindowMessage, responseName } from './window-messages';

const settings = extensionSettingsSchema.parse({});

describe('extension panel toggles', () => {
  it('adds and removes a host from excludedDomains', () => {
    const off = setAutocompleteOnHost(settings, 'mail.example.com', false);
    expect(off.excludedDomains).toEqual(['mail.example.com']);
    expect(isAutocompleteOnHost(off, 'mail.example.com')).toBe(false);
    expect(setAutocompleteOnHost(off, 'mail.example.com', true).excludedDomains).toEqual([]);
  });

  it('keeps the host toggle disabled while autocomplete is off', () => {
    const autocompleteOff = { ...settings, predictiveLinguisticsToggleIsActive: false };
    expect(setAutocompleteOnHost(autocompleteOff, 'a.com', false)).toBe(autocompleteOff);
  });

  it('forces double-click replacement off when suggestions go off', () => {
    const both = setEmojiReplacement(settings, true);
    expect(both.emojiDblClickReplacementIsActive).toBe(true);
    expect(setEmojiSuggestions(both, false)).toMatchObject({
      emojiSuggestionIsActive: false,
      emojiDblClickReplacementIsActive: false,
    });
  });

  it('keeps the replacement toggle disabled while suggestions are off', () => {
    const off = setEmojiSuggestions(settings, false);
    expect(setEmojiReplacement(off, true).emojiDblClickReplacementIsActive).toBe(false);
  });
});

describe('parseWindowMessage', () => {
  it.each([
    [
      'a marked message',
      JSON.stringify({ source: 'kairos-extension', action: 'getHeight' }),
      { action: 'getHeight' },
    ],
    ['no marker', JSON.stringify({ action: 'getHeight' }), null],
    ['not JSON', '{getHeight', null],
    ['an unknown action', JSON.stringify({ source: 'kairos-extension', action: 'deleteAll' }), null],
    ['an object, not a string', { source: 'kairos-extension', action: 'getHeight' }, null],
  ])('%s', (_case, data, parsed) => {
    expect(parseWindowMessage(data)).toEqual(parsed === null ? null : expect.objectContaining(parsed));
  });

  it('names the reply after the action', () => {
    expect(responseName('getSettings')).toBe('getSettingsResponse');
  });
});
