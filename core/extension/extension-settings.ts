import { z } from 'zod';

/** Spec section 3, "Extension settings". */
export const extensionSettingsSchema = z.object({
  postingBlocked: z.boolean().default(false),
  colorBlindnessActivated: z.boolean().default(false),
  urlShortenerActivated: z.boolean().default(false),
  predictiveLinguisticsToggleIsActive: z.boolean().default(true),
  excludedDomains: z.array(z.string()).default([]),
  emojiSuggestionIsActive: z.boolean().default(true),
  emojiDblClickReplacementIsActive: z.boolean().default(false),
});
export type ExtensionSettings = z.infer<typeof extensionSettingsSchema>;

/**
 * "Autocomplete toggle with a per-host sub-toggle (disabled unless autocomplete is on; adds or removes
 * the host from excludedDomains)". Returns the settings unchanged while autocomplete is off.
 */
export function setAutocompleteOnHost(
  settings: ExtensionSettings,
  host: string,
  on: boolean,
): ExtensionSettings {
  if (!settings.predictiveLinguisticsToggleIsActive) return settings;
  const others = settings.excludedDomains.filter((domain) => domain !== host);
  return { ...settings, excludedDomains: on ? others : [...others, host] };
}

export function isAutocompleteOnHost(settings: ExtensionSettings, host: string): boolean {
  return settings.predictiveLinguisticsToggleIsActive && !settings.excludedDomains.includes(host);
}

/** "turning suggestions off forces replacement off". */
export function setEmojiSuggestions(settings: ExtensionSettings, on: boolean): ExtensionSettings {
  return {
    ...settings,
    emojiSuggestionIsActive: on,
    emojiDblClickReplacementIsActive: on && settings.emojiDblClickReplacementIsActive,
  };
}

/** "a double-click replacement sub-toggle (disabled unless suggestions are on)". */
export function setEmojiReplacement(settings: ExtensionSettings, on: boolean): ExtensionSettings {
  if (!settings.emojiSuggestionIsActive) return settings;
  return { ...settings, emojiDblClickReplacementIsActive: on };
}
