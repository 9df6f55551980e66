/** Spec section 9, "Business constants and limits": the timings and sizes the screens share. */

export const timings = {
  /** "Post-saved modal auto-close 5 s". */
  postSavedModalCloseMs: 5000,
  /** "library-limit redirect 2.5 s (1.5 s in the Add to Library modal)". */
  libraryLimitRedirectMs: 2500,
  libraryLimitRedirectInModalMs: 1500,
  /** "loader close after success 1 s". */
  successLoaderCloseMs: 1000,
  /** "Debounces: editor suggestion 300 ms, hashtag 250 ms, predictive text 1.5 s, billing link 1 s, progress 1 s." */
  editorSuggestionDebounceMs: 300,
  hashtagDebounceMs: 250,
  predictiveTextDebounceMs: 1500,
  billingLinkDebounceMs: 1000,
  progressDebounceMs: 1000,
  /** "banner/template image generation is polled every 2.5 s". */
  bannerPollMs: 2500,
  /** "Notification seen delay 2000 ms". */
  notificationSeenDelayMs: 2000,
  /** "scroll throttle 100 ms". */
  scrollThrottleMs: 100,
  /** "Extension close delays 5 s (single post) and 2 s (add-content)". */
  extensionSinglePostCloseMs: 5000,
  extensionAddContentCloseMs: 2000,
} as const;

export const sizes = {
  /** "Hashtag suggestions up to 8; hashtag picker shows at most 12." */
  hashtagSuggestions: 8,
  hashtagPickerMax: 12,
  /** "Emoji count default 15." */
  emojiCount: 15,
  /** "Text of 10 characters or fewer hides the AI title icon." */
  aiTitleMinCharacters: 11,
  /** "Editor default height 200, max 300." */
  editorHeight: 200,
  editorMaxHeight: 300,
  /** "Autocomplete shown at 768 px width or more." */
  autocompleteMinWidth: 768,
  /** "Account picker max 5 avatars"; "menu max height 363 px". */
  accountPickerAvatars: 5,
  accountPickerMenuHeight: 363,
  /** "list height 422 px; calendar dropdown max height 200; 26 colors". */
  notificationListHeight: 422,
  calendarDropdownHeight: 200,
  calendarColors: 26,
  /** "viewport width and minimum 1440". */
  viewportWidth: 1440,
  /** "Product list default page size 5, page 1." */
  productPageSize: 5,
  productFirstPage: 1,
  /** "Error-reporting trace sample rate 0.5 (production only)". */
  traceSampleRate: 0.5,
} as const;

/** "Crop zoom step 0.1, min zoom 0.3, rotate 90 degrees." Presets of section 3. */
export const crop = {
  zoomStep: 0.1,
  minZoom: 0.3,
  rotateDegrees: 90,
  presets: [
    { name: 'Post', ratio: 1 },
    { name: 'Landscape', ratio: 1.91 },
    { name: 'Portrait', ratio: 4 / 5 },
    { name: 'Portrait (horizontal)', ratio: 5 / 4 },
    { name: 'Story', ratio: 9 / 16 },
  ],
} as const;

/** "Design sizes offered" by the graphic design chooser. */
export const designSizes = [
  { name: 'Facebook post', width: 940, height: 788 },
  { name: 'Stories', width: 1080, height: 1920 },
  { name: 'Instagram post', width: 1080, height: 1080 },
  { name: 'Twitter post', width: 1042, height: 512 },
  { name: 'Google business image', width: 800, height: 800 },
  { name: 'Pinterest graphic', width: 735, height: 1102 },
  { name: 'LinkedIn portrait', width: 1920, height: 1080 },
  { name: 'YouTube thumbnail', width: 1280, height: 720 },
] as const;

/** "Text of 10 characters or fewer hides the AI title icon." */
export function showsAiTitleIcon(text: string): boolean {
  return text.trim().length >= sizes.aiTitleMinCharacters;
}

/** "A helper maps the browser host to an environment name (local, development, production)." */
export function environmentOfHost(host: string): 'local' | 'development' | 'production' {
  if (host === 'localhost' || host.startsWith('127.') || host.endsWith('.localhost')) return 'local';
  return /(^|[.-])(dev|development|staging)[.-]/.test(host) ? 'development' : 'production';
}
